import { cookieValue, COACH_COOKIE } from '@/lib/ai/access/coachSession'
import {
  FAILED_TO_ANALYZE,
  FAILED_TO_GENERATE_LETTER,
  FAILED_TO_GET_RESPONSE,
  FAILED_TO_OPTIMIZE,
  FAILED_TO_PROCESS_FILE,
  PREMIUM_FEATURE,
  type ToastText,
} from '@/lib/ai/messages'
import type { AiContext, AiVisitor } from '@/lib/ai/tools/aiContext'
import { generateCoverLetter } from '@/lib/ai/tools/generateCoverLetter'
import { interviewCoach } from '@/lib/ai/tools/interviewCoach'
import { linkedinOptimizer } from '@/lib/ai/tools/linkedinOptimizer'
import { optimizeResume } from '@/lib/ai/tools/optimizeResume'
import { parseResume } from '@/lib/ai/tools/parseResume'
import type { ToolAnswer } from '@/lib/ai/tools/toolAnswer'
import type { AiTool as AiToolName } from '@/lib/ai/usage/aiToolCalls'

/** What the wrapper read of a request, handed to the tool with the request for its own few headers. */
export type ToolRequest = {
  /** The JSON body, or a form's fields beside its file. */
  fields: unknown
  /** A form's file, when one was uploaded. */
  file: Buffer | null
  /** The client address (rate limits, parse time). */
  address: string
  /** Who is asking, for the tools that ask. */
  visitor: { user: AiVisitor; premium: boolean }
}

export type AiToolRoute = {
  /** The body it takes: JSON, a multipart upload, or either (told by Content-Type). */
  reads: 'json' | 'upload' | 'json-or-upload'
  /** The 400 text for a body that cannot be read (malformed JSON, a broken form). */
  unreadable: string
  /** The 500 text when it fails unexpectedly (the spec's 'Error' toast of that tool). */
  failure: string
  /** Whether its answer depends on who asks (then it is looked up, with their premium). */
  asksWho: boolean
  /** Refused to free visitors before the body is read. */
  premiumOnly?: ToastText
  answer: (context: AiContext, input: ToolRequest, request: Request) => Promise<ToolAnswer>
}

/**
 * The five AI tools behind /api/ai/{tool}: how the wrapper (aiRoute.ts) reads each one's request,
 * and the plain function of src/lib/ai/tools that answers it.
 */
export const AI_TOOL_ROUTES: Record<AiToolName, AiToolRoute> = {
  'parse-resume': {
    reads: 'upload',
    unreadable: FAILED_TO_PROCESS_FILE,
    failure: FAILED_TO_PROCESS_FILE,
    asksWho: false,
    answer: (context, { file, address }) => parseResume(context, { file, address }),
  },
  'optimize-resume': {
    reads: 'json-or-upload',
    unreadable: FAILED_TO_PROCESS_FILE,
    failure: FAILED_TO_OPTIMIZE,
    asksWho: true,
    answer: (context, { fields, file, address, visitor }) => optimizeResume(context, { fields, file, address, premium: visitor.premium }),
  },
  'generate-cover-letter': {
    reads: 'json',
    unreadable: FAILED_TO_GENERATE_LETTER,
    failure: FAILED_TO_GENERATE_LETTER,
    asksWho: true,
    answer: (context, { fields, visitor }) => generateCoverLetter(context, { fields, premium: visitor.premium }),
  },
  'interview-coach': {
    reads: 'json',
    unreadable: FAILED_TO_GET_RESPONSE,
    failure: FAILED_TO_GET_RESPONSE,
    asksWho: true,
    answer: (context, { fields, visitor }, request) =>
      interviewCoach(context, {
        fields,
        premium: visitor.premium,
        memberId: visitor.user?.collection === 'members' ? visitor.user.id : undefined,
        coachCookie: cookieValue(request.headers.get('cookie'), COACH_COOKIE),
        secure: new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
        stream: (request.headers.get('accept') ?? '').includes('text/event-stream'),
      }),
  },
  'linkedin-optimizer': {
    reads: 'json',
    unreadable: FAILED_TO_ANALYZE,
    failure: FAILED_TO_ANALYZE,
    asksWho: true,
    premiumOnly: PREMIUM_FEATURE,
    answer: (context, { fields }) => linkedinOptimizer(context, { fields }),
  },
}
