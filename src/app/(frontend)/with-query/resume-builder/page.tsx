import { ResumeBuilderView } from '../../resume-builder/ResumeBuilderView'

export { metadata } from '../../resume-builder/page'

type Props = { searchParams: Promise<{ job?: string | string[] }> }

/** /resume-builder?job=<slug>, rendered per request (src/proxy.ts rewrites such addresses here). */
export default async function TailoredResumeBuilderPage({ searchParams }: Props) {
  return <ResumeBuilderView jobSlug={(await searchParams).job} />
}
