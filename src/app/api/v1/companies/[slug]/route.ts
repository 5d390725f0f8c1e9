import { poolOf } from '@/lib/db/pool'
import { payloadClient } from '@/lib/payload'
import { answerPublicApi, preflightAnswer } from '@/lib/publicApi/answer'
import { publicCompanyBySlug } from '@/lib/publicApi/companies'
import { siteUrl } from '@/lib/site/siteUrl'

/** GET /api/v1/companies/{slug}: a company of the directory with its newest open jobs. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const payload = await payloadClient()
  const { slug } = await params
  return answerPublicApi(request, poolOf(payload), payload.logger, () => publicCompanyBySlug(payload, slug, { site: siteUrl() }))
}

export const OPTIONS = preflightAnswer
