import { poolOf } from '@/lib/db/pool'

import {
  coachCookieHeader,
  COACH_COOKIE,
  cookieValue,
  knownVisitorKey,
  newCoachId,
} from '../access/coachSession'
import { takeInterviewMessage } from '../access/interviewAllowance'
import { coachReply } from '../interview/coachReply'
import { coachStreamResponse } from '../interview/coachStream'
import { coachReplyViaModel } from '../model/toolsViaModel'
import { logModelFailure } from '../model/logModelFailure'
import { withFallback } from '../model/withFallback'
import { FAILED_TO_GET_RESPONSE, FREE_LIMIT_REACHED } from '../messages'
import { FREE_INTERVIEW_MESSAGES } from '../limits'
import { interviewInput } from '../schemas/interview'
import type { AiContext } from '../http/aiContext'
import { admitRequest } from '../http/admitRequest'
import { readJsonBody, unreadableBody } from '../http/readJsonBody'
import { errorResponse, json, toastError } from '../http/responses'
import { countToolCall } from '../usage/recordToolCall'

type IncomingMessage = {
  role?: unknown
  content?: unknown
  parts?: { type?: string; text?: string }[]
}

/** Messages ({ role, content }) as they are; AI SDK UI messages ({ role, parts }) as text. */
const asChatMessages = (messages: unknown) =>
  Array.isArray(messages)
    ? (messages as IncomingMessage[])
        .filter((message) => message?.role === 'user' || message?.role === 'assistant')
        .map((message) => ({
          role: message.role,
          content:
            typeof message.content === 'string'
              ? message.content
              : (message.parts ?? [])
                  .filter((part) => part?.type === 'text')
                  .map((part) => part.text ?? '')
                  .join(''),
        }))
    : messages

/** Who a free message is counted against: the member, else a signed cookie (issued if missing). */
const visitorKey = (
  request: Request,
  context: AiContext,
  memberId: number | string | undefined,
) => {
  const cookie = cookieValue(request.headers.get('cookie'), COACH_COOKIE)
  const known = knownVisitorKey(memberId, cookie, context.secret)
  if (known) return { key: known, setCookie: null }
  const id = newCoachId()
  const secure =
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https'
  return { key: `visitor:${id}`, setCookie: coachCookieHeader(id, context.secret, secure) }
}

/**
 * POST /api/ai/interview-coach: { messages, isPremium } → the coach's reply, streamed as an AI SDK
 * UI message stream when the client accepts text/event-stream, else { response, feedback }.
 * `isPremium` is ignored: free visitors get 3 messages, counted here in PostgreSQL, then 402.
 */
export const handleInterviewCoach = async (request: Request, context: AiContext) => {
  const admitted = await admitRequest(context, request, 'interview-coach')
  if (admitted.response) return admitted.response
  const body = await readJsonBody(request)
  if (!body.ok) return unreadableBody(body, FAILED_TO_GET_RESPONSE)
  const input = interviewInput.safeParse({
    ...(body.value as object),
    messages: asChatMessages((body.value as { messages?: unknown })?.messages),
  })
  if (!input.success) return errorResponse(400, input.error.issues[0].message)

  const headers: Record<string, string> = {}
  let used = 0
  if (!admitted.premium) {
    const member = admitted.user?.collection === 'members' ? admitted.user.id : undefined
    const visitor = visitorKey(request, context, member)
    if (visitor.setCookie) headers['Set-Cookie'] = visitor.setCookie
    try {
      const taken = await takeInterviewMessage(poolOf(context.payload), visitor.key)
      if (!taken.allowed) return toastError(402, FREE_LIMIT_REACHED)
      used = taken.used
    } catch (error) {
      context.payload.logger.error({ err: error, msg: 'Interview allowance could not be counted' })
      return errorResponse(503, FAILED_TO_GET_RESPONSE)
    }
  }
  const allowance = { premium: admitted.premium, used, limit: FREE_INTERVIEW_MESSAGES }
  const onModelError = logModelFailure(context.payload, 'interview-coach')

  if ((request.headers.get('accept') ?? '').includes('text/event-stream'))
    return coachStreamResponse({
      messages: input.data.messages,
      settings: context.settings,
      allowance,
      headers,
      onModelError,
      onEngine: (engine) => countToolCall(context.payload, 'interview-coach', engine),
    })
  const builtIn = coachReply(input.data.messages)
  const { result, engine, notice } = await withFallback(
    context.settings,
    (model, timeoutMs) => coachReplyViaModel(model, timeoutMs, input.data.messages),
    () => builtIn.response,
    onModelError,
  )
  countToolCall(context.payload, 'interview-coach', engine)
  return json(
    { response: result, feedback: builtIn.feedback, ...allowance, engine, notice },
    200,
    headers,
  )
}
