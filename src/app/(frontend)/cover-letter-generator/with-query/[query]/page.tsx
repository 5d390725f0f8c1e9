import { queryPathParams } from '@/lib/site/queryPath'

import { CoverLetterGeneratorView } from '../../CoverLetterGeneratorView'

export { metadata } from '../../page'

/**
 * /cover-letter-generator?job=<slug> (src/proxy.ts puts the query in the path): the same for everyone, so
 * each job's view is rendered on its first visit, then served from the cache until a job changes
 * (src/lib/cache) or an hour passes.
 */
export const revalidate = 3600
export const generateStaticParams = async () => []

type Props = { params: Promise<{ query: string }> }

export default async function TailoredCoverLetterPage({ params }: Props) {
  return <CoverLetterGeneratorView jobSlug={queryPathParams((await params).query).job} />
}
