import { answerApplyClick } from '@/lib/jobs/counts/applyClick'
import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ slug: string }> }

/** The Apply buttons' address: counts the click and sends the visitor on to the job's own link. */
export async function GET(request: Request, { params }: Context) {
  const { slug } = await params
  return (await answerApplyClick(request, decodeURIComponent(slug), { payload: await payloadClient() })).response
}

/** Only the headers: the same answer, nothing counted (a link checker, a preview). */
export const HEAD = GET
