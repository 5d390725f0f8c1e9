import { poolOf } from '@/lib/db/pool'
import { payloadClient } from '@/lib/payload'
import { answerPublicApi, preflightAnswer } from '@/lib/publicApi/answer'
import { publicJobBySlug } from '@/lib/publicApi/jobs'
import { siteUrl } from '@/lib/site/siteUrl'

/** GET /api/v1/jobs/{slug}: one listed job with its whole description. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const payload = await payloadClient()
  const { slug } = await params
  return answerPublicApi(request, poolOf(payload), payload.logger, () => publicJobBySlug(payload, slug, { site: siteUrl() }))
}

export const OPTIONS = preflightAnswer
