import { guideMetadata } from '@/components/guides/guideData'
import { hiringCard } from '@/components/providers/providerCards'
import { ProviderGuidePage } from '@/components/providers/ProviderGuidePage'
import { publishedProviders } from '@/lib/guides/publishedContent'
import { payloadClient } from '@/lib/payload'

const SLUG = 'remote-hiring-platforms'

export const generateMetadata = () => guideMetadata(SLUG)

export default async function RemoteHiringPlatformsPage() {
  const providers = await publishedProviders(await payloadClient(), 'hiring-platforms')
  return <ProviderGuidePage slug={SLUG} providers={providers.map(hiringCard)} />
}
