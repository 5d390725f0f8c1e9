import { sharedListingCount } from '@/lib/cache/sharedQueries'
import { poolOf } from '@/lib/db/pool'
import { payloadClient } from '@/lib/payload'
import { answerPublicApi, preflightAnswer } from '@/lib/publicApi/answer'
import { jobSearchParams } from '@/lib/publicApi/jobSchemas'
import { searchPublicJobs } from '@/lib/publicApi/jobs'
import { parseQuery } from '@/lib/publicApi/searchParams'
import { siteUrl } from '@/lib/site/siteUrl'

/** GET /api/v1/jobs?q=…&category=…&livesIn=…: a page of listed jobs, as /jobs searches them. */
export async function GET(request: Request) {
  const payload = await payloadClient()
  const pool = poolOf(payload)
  return answerPublicApi(request, pool, payload.logger, () =>
    searchPublicJobs(pool, parseQuery(jobSearchParams, new URL(request.url).searchParams), { site: siteUrl(), sharedCount: sharedListingCount }),
  )
}

export const OPTIONS = preflightAnswer
