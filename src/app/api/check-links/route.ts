import { checkLinksNow } from '@/lib/linkCheck/runs/checkLinksNow'
import { payloadClient } from '@/lib/payload'

const jsonOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** POST /api/check-links {companies?, checkJobs, removeBroken}: an admin's "Check links now". */
export async function POST(request: Request) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const text = await request.text()
  const answer = await checkLinksNow(payload, user, text.trim() ? jsonOrNull(text) : {})
  return Response.json(answer.body, { status: answer.status })
}
