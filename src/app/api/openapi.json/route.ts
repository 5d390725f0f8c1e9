import { CORS_HEADERS } from '@/lib/publicApi/problem'
import { openApiDocument } from '@/lib/publicApi/openApiDocument'
import { siteUrl } from '@/lib/site/siteUrl'

/** GET /api/openapi.json: the public API's contract, generated from its zod schemas. */
export function GET() {
  return Response.json(openApiDocument(siteUrl()), { headers: { ...CORS_HEADERS, 'Cache-Control': 'public, max-age=300' } })
}
