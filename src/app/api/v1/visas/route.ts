import { poolOf } from '@/lib/db/pool'
import { payloadClient } from '@/lib/payload'
import { answerPublicApi, preflightAnswer } from '@/lib/publicApi/answer'
import { parseQuery } from '@/lib/publicApi/searchParams'
import { searchPublicVisas } from '@/lib/publicApi/visas'
import { visaSearchParams } from '@/lib/publicApi/visaSchemas'

/** GET /api/v1/visas?region=…&passport=…&income=…: the nomad visa programs, checked against a passport. */
export async function GET(request: Request) {
  const payload = await payloadClient()
  return answerPublicApi(request, poolOf(payload), payload.logger, () =>
    searchPublicVisas(payload, parseQuery(visaSearchParams, new URL(request.url).searchParams)),
  )
}

export const OPTIONS = preflightAnswer
