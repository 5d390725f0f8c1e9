import { guideMetadata } from '@/components/guides/guideData'
import { esimCard } from '@/components/providers/providerCards'
import { ProviderGuidePage } from '@/components/providers/ProviderGuidePage'
import { publishedProviders } from '@/lib/guides/publishedContent'
import { payloadClient } from '@/lib/payload'

const SLUG = 'esim-data-plans'

export const generateMetadata = () => guideMetadata(SLUG)

export default async function EsimDataPlansPage() {
  const providers = await publishedProviders(await payloadClient(), 'esim-providers')
  return <ProviderGuidePage slug={SLUG} providers={providers.map(esimCard)} />
}
