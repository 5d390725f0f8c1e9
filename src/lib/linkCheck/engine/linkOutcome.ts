import { answerVerdict } from './answerVerdict'
import { errorKind, errorVerdict } from './classifyError'
import type { FollowOutcome } from './followRedirects'
import type { LinkInput, LinkResult } from './types'

export type Fields = Omit<LinkResult, keyof LinkInput | 'timeMs'>

type Context = { maxRedirects: number; resolverHealthy: () => Promise<boolean> }

/**
 * The result fields for how a link's last walk ended: an answer, a redirect that settled it, a
 * loop, too many redirects, or an error with no answer.
 */
export const outcomeFields = async (
  ctx: Context,
  link: LinkInput,
  start: URL,
  outcome: FollowOutcome,
  {
    attempts,
    priorRedirects,
    answeredBefore,
  }: { attempts: number; priorRedirects: number; answeredBefore: boolean },
): Promise<Fields> => {
  const base = {
    finalUrl: outcome.url.href,
    redirects: priorRedirects + outcome.redirects,
    httpStatus: null,
    networkFailure: false,
  }
  switch (outcome.kind) {
    case 'answer': {
      const verdict = answerVerdict(outcome.answer, {
        start,
        final: outcome.url,
        linkType: link.type,
        attempts,
      })
      return { ...base, ...verdict, httpStatus: outcome.answer.status }
    }
    case 'loop':
      return { ...base, status: 'unknown', reason: 'redirect loop' }
    case 'too-many-redirects':
      return { ...base, status: 'unknown', reason: `more than ${ctx.maxRedirects} redirects` }
    case 'stopped':
      // Judged by the caller, which knows why it stopped; unreachable otherwise.
      return {
        ...base,
        status: 'unknown',
        reason: `stopped at a redirect (HTTP ${outcome.status})`,
        httpStatus: outcome.status,
      }
  }
  const kind = errorKind(outcome.error)
  const verdict = errorVerdict(
    kind,
    outcome.error,
    kind === 'no-such-host' ? await ctx.resolverHealthy() : true,
  )
  // Once anything of this link answered, the checker's own network evidently works.
  return {
    ...base,
    ...verdict,
    networkFailure: verdict.networkFailure && !outcome.answered && !answeredBefore,
  }
}
