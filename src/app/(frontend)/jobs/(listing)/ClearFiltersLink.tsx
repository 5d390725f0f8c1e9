'use client'

import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { clearedListing, type JobListingParams, listingQueryString } from '@/lib/jobs/listing/listingParams'

import { useCountryChoice } from './countryChoice'

/** "Clear Filters" under No jobs found: the cleared listing, forgetting where the seeker lives too. */
export function ClearFiltersLink({ params }: { params: JobListingParams }) {
  const chooseCountry = useCountryChoice()
  return (
    <Link href={`/jobs${listingQueryString(clearedListing(params))}`} onClick={() => params.livesIn && chooseCountry(null)} className={buttonClasses('outline')}>
      Clear Filters
    </Link>
  )
}
