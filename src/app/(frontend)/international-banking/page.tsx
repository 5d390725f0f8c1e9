import { guideMetadata } from '@/components/guides/guideData'
import { BankingComparisonTable } from '@/components/providers/BankingComparisonTable'
import { bankingCard } from '@/components/providers/providerCards'
import { ProviderGuidePage } from '@/components/providers/ProviderGuidePage'
import { publishedProviders } from '@/lib/guides/publishedContent'
import { payloadClient } from '@/lib/payload'

const SLUG = 'international-banking'

export const generateMetadata = () => guideMetadata(SLUG)

export default async function InternationalBankingPage() {
  const providers = await publishedProviders(await payloadClient(), 'banking-providers')
  return (
    <ProviderGuidePage
      slug={SLUG}
      providers={providers.map(bankingCard)}
      comparison={<BankingComparisonTable providers={providers} />}
    />
  )
}
