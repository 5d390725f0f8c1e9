import { guideMetadata } from '@/components/guides/guideData'
import { insuranceCard } from '@/components/providers/providerCards'
import { ProviderGuidePage } from '@/components/providers/ProviderGuidePage'
import { publishedProviders } from '@/lib/guides/publishedContent'
import { payloadClient } from '@/lib/payload'

const SLUG = 'nomad-insurance'

export const generateMetadata = () => guideMetadata(SLUG)

export default async function NomadInsurancePage() {
  const providers = await publishedProviders(await payloadClient(), 'insurance-providers')
  return <ProviderGuidePage slug={SLUG} providers={providers.map(insuranceCard)} />
}
