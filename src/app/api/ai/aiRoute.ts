import { limitByAddress } from '@/lib/ai/access/limitByAddress'
import { TOO_MANY_REQUESTS } from '@/lib/ai/messages'
import type { AiContext } from '@/lib/ai/tools/aiContext'
import { failed, type ToolAnswer, type ToolFailure, toastFailure, tooLarge, toolErrorResponse } from '@/lib/ai/tools/toolAnswer'
import type { AiTool as AiToolName } from '@/lib/ai/usage/aiToolCalls'
import { poolOf } from '@/lib/db/pool'
import { readMultipart } from '@/lib/documents/readMultipart'
import { clientAddress } from '@/lib/rateLimit/clientAddress'
import { readJsonBody } from '@/lib/site/readJsonBody'

import { AI_TOOL_ROUTES, type AiToolRoute, type ToolRequest } from './aiToolRoutes'

const isUpload = (request: Request) => (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')

/**
 * The body as the tool takes it: JSON (at most 256 KB) or a multipart form (its file at most
 * 20MB, stopped while reading). Too long: 413, File Too Large for an upload; unreadable: 400.
 */
const readBody = async (tool: AiToolRoute, request: Request): Promise<{ fields: unknown; file: Buffer | null } | ToolFailure> => {
  const upload = tool.reads === 'upload' || (tool.reads === 'json-or-upload' && isUpload(request))
  const body = upload ? await readMultipart(request) : await readJsonBody(request)
  if (!body.ok) return body.reason === 'too-large' ? tooLarge(upload) : failed(400, tool.unreadable)
  return 'fields' in body ? { fields: body.fields, file: body.file?.bytes ?? null } : { fields: body.value, file: null }
}

/** A tool's answer as the browser gets it: its JSON (never stored by a cache), its stream as it is, or the one error body. */
const respond = (answer: ToolAnswer) => {
  if (!answer.ok) return toolErrorResponse(answer)
  if ('stream' in answer) return answer.stream
  return Response.json(answer.body, { headers: { 'Cache-Control': 'no-store', ...answer.headers } })
}

/**
 * One AI tool's request, answered (each route hands it the running server's context,
 * `serverContext()`; tests hand their own): the per-address rate limit; who is asking and whether they
 * get premium results, for the tools whose answer depends on it; the body read; then the tool's
 * plain function, its answer or failure sent in the AI routes' one shape.
 */
export const answerAiRequest = async (name: AiToolName, request: Request, context: AiContext): Promise<Response> => {
  const tool = AI_TOOL_ROUTES[name]
  try {
    return await answer(name, tool, request, context)
  } catch (error) {
    // Whatever went wrong, the browser gets the tool's own failure toast, never a stack or an HTML page.
    context.payload.logger.error({ err: error, msg: `AI tool ${name} failed` })
    return respond(failed(500, tool.failure))
  }
}

const answer = async (name: AiToolName, tool: AiToolRoute, request: Request, context: AiContext) => {
  const { payload } = context
  const limit = await limitByAddress({ pool: poolOf(payload), logger: payload.logger }, name, request.headers)
  if (!limit.allowed) return respond(failed(429, TOO_MANY_REQUESTS, undefined, limit.retryAfterSeconds))
  let visitor: ToolRequest['visitor'] = { user: null, premium: false }
  if (tool.asksWho) {
    const { user } = await payload.auth({ headers: request.headers })
    visitor = { user: user ?? null, premium: await context.isPremium(user ?? null) }
    if (tool.premiumOnly && !visitor.premium) return respond(toastFailure(403, tool.premiumOnly))
  }
  const body = await readBody(tool, request)
  if ('ok' in body) return respond(body)
  return respond(await tool.answer(context, { ...body, address: clientAddress(request.headers), visitor }, request))
}

