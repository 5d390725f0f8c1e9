import { CoverLetterGeneratorView } from '../../cover-letter-generator/CoverLetterGeneratorView'

export { metadata } from '../../cover-letter-generator/page'

type Props = { searchParams: Promise<{ job?: string | string[] }> }

/** /cover-letter-generator?job=<slug>, rendered per request (src/proxy.ts rewrites such addresses here). */
export default async function TailoredCoverLetterGeneratorPage({ searchParams }: Props) {
  return <CoverLetterGeneratorView jobSlug={(await searchParams).job} />
}
