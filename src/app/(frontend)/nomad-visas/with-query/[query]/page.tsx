import { queryPathParams } from '@/lib/site/queryPath'

import { NomadVisasView } from '../../NomadVisasView'

export { generateMetadata } from '../../page'

/**
 * /nomad-visas with filters (src/proxy.ts puts the query in the path): the same for everyone, so
 * each filter is rendered on its first visit, then served from the cache until a visa changes
 * (src/lib/cache) or an hour passes.
 */
export const revalidate = 3600
export const generateStaticParams = async () => []

type Props = { params: Promise<{ query: string }> }

export default async function FilteredNomadVisasPage({ params }: Props) {
  return <NomadVisasView query={queryPathParams((await params).query)} />
}
