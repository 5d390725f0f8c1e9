import { poolOf } from '@/lib/db/pool'

import { coachCookieHeader, knownVisitorKey, newCoachId } from '../access/coachSession'
import { takeInterviewMessage } from '../access/interviewAllowance'
import { coachReply } from '../interview/coachReply'
import { coachStreamResponse } from '../interview/coachStream'
import { coachReplyViaModel } from '../model/toolsViaModel'
import { logModelFailure } from '../model/logModelFailure'
import { withFallback } from '../model/withFallback'
import { FAILED_TO_GET_RESPONSE, FREE_LIMIT_REACHED } from '../messages'
import { FREE_INTERVIEW_MESSAGES } from '../limits'
import { interviewInput } from '../schemas/interview'
import { countToolCall } from '../usage/recordToolCall'
import type { AiContext } from './aiContext'
import { answered, failed, type ToolAnswer, toastFailure } from './toolAnswer'

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

/** Who a free message is counted against: the member, else the signed cookie's visitor (a new one, with its cookie, if missing). */
const visitorKey = (secret: string, { memberId, coachCookie, secure }: Pick<CoachRequest, 'memberId' | 'coachCookie' | 'secure'>) => {
  const known = knownVisitorKey(memberId, coachCookie, secret)
  if (known) return { key: known, setCookie: null }
  const id = newCoachId()
  return { key: `visitor:${id}`, setCookie: coachCookieHeader(id, secret, secure) }
}

export type CoachRequest = {
  fields: unknown
  premium: boolean
  /** The signed-in member, whose free messages are theirs wherever they ask from. */
  memberId: number | string | undefined
  /** The visitor cookie's value, as sent. */
  coachCookie: string | undefined
  /** Whether the request came over HTTPS (the cookie is then Secure). */
  secure: boolean
  /** The client takes an AI SDK UI message stream (Accept: text/event-stream). */
  stream: boolean
}

/**
 * interview-coach: { messages, isPremium } → the coach's reply, streamed as an AI SDK UI message
 * stream when the client takes one, else { response, feedback }. `isPremium` is ignored: free
 * visitors get 3 messages, counted here in PostgreSQL, then 402.
 */
export const interviewCoach = async (
  context: Pick<AiContext, 'payload' | 'settings' | 'secret'>,
  request: CoachRequest,
): Promise<ToolAnswer> => {
  const { fields, premium } = request
  const input = interviewInput.safeParse({
    ...(fields as object),
    messages: asChatMessages((fields as { messages?: unknown })?.messages),
  })
  if (!input.success) return failed(400, input.error.issues[0].message)

  const headers: Record<string, string> = {}
  let used = 0
  if (!premium) {
    const visitor = visitorKey(context.secret, request)
    if (visitor.setCookie) headers['Set-Cookie'] = visitor.setCookie
    try {
      const taken = await takeInterviewMessage(poolOf(context.payload), visitor.key)
      if (!taken.allowed) return toastFailure(402, FREE_LIMIT_REACHED)
      used = taken.used
    } catch (error) {
      context.payload.logger.error({ err: error, msg: 'Interview allowance could not be counted' })
      return failed(503, FAILED_TO_GET_RESPONSE)
    }
  }
  const allowance = { premium, used, limit: FREE_INTERVIEW_MESSAGES }
  const onModelError = logModelFailure(context.payload, 'interview-coach')

  if (request.stream)
    return {
      ok: true,
      stream: coachStreamResponse({
        messages: input.data.messages,
        settings: context.settings,
        allowance,
        headers,
        onModelError,
        onEngine: (engine) => countToolCall(context.payload, 'interview-coach', engine),
      }),
    }
  const builtIn = coachReply(input.data.messages)
  const { result, engine, notice } = await withFallback(
    context.settings,
    (model, timeoutMs) => coachReplyViaModel(model, timeoutMs, input.data.messages),
    () => builtIn.response,
    onModelError,
  )
  countToolCall(context.payload, 'interview-coach', engine)
  return answered({ response: result, feedback: builtIn.feedback, ...allowance, engine, notice }, headers)
}
