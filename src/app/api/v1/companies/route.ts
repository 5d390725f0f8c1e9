import { poolOf } from '@/lib/db/pool'
import { payloadClient } from '@/lib/payload'
import { answerPublicApi, preflightAnswer } from '@/lib/publicApi/answer'
import { searchPublicCompanies } from '@/lib/publicApi/companies'
import { companySearchParams } from '@/lib/publicApi/companySchemas'
import { parseQuery } from '@/lib/publicApi/searchParams'
import { siteUrl } from '@/lib/site/siteUrl'

/** GET /api/v1/companies?q=…&page=…: a page of the company directory. */
export async function GET(request: Request) {
  const payload = await payloadClient()
  return answerPublicApi(request, poolOf(payload), payload.logger, () =>
    searchPublicCompanies(payload, parseQuery(companySearchParams, new URL(request.url).searchParams), { site: siteUrl() }),
  )
}

export const OPTIONS = preflightAnswer
