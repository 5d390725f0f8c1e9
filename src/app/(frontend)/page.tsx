import type { Metadata } from 'next'

import { FeaturedCompanies, HOME_COMPANY_COUNT } from '@/components/home/FeaturedCompanies'
import { HomeHero } from '@/components/home/HomeHero'
import { NewsletterSection } from '@/components/home/NewsletterSection'
import { openJobCountsByCategory } from '@/lib/jobs/listing/openJobCountsByCategory'
import { PopularCategories } from '@/components/home/PopularCategories'
import { StatsBand } from '@/components/home/StatsBand'
import { searchCompanies } from '@/lib/companies/searchCompanies'
import { payloadClient } from '@/lib/payload'

export const metadata: Metadata = {
  title: { absolute: 'Remote Passport: your passport to global remote jobs' },
  description:
    'Search 100% remote jobs at 200+ remote-first companies hiring globally, browse jobs by category, explore company profiles and get the best remote jobs in your inbox every week.',
  alternates: { canonical: '/' },
}

export default async function HomePage() {
  const payload = await payloadClient()
  const [featured, categoryCounts] = await Promise.all([
    searchCompanies(payload, { pageSize: HOME_COMPANY_COUNT }),
    openJobCountsByCategory(payload),
  ])
  return (
    <>
      <HomeHero />
      <FeaturedCompanies companies={featured.companies} total={featured.total} />
      <StatsBand />
      <PopularCategories counts={categoryCounts} />
      <NewsletterSection />
    </>
  )
}
