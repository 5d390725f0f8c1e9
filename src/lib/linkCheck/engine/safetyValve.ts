import type { LinkResult } from './types'

export type SafetyValve = {
  /** Share of links failing without any answer above which the run proves nothing. */
  share: number
  /** Fewer failures than this never trip it: a small run with one dead host is not an outage. */
  minFailures: number
}

export const DEFAULT_SAFETY_VALVE: SafetyValve = { share: 0.5, minFailures: 3 }

/**
 * When most links of a run got no answer at all (timeouts, resets, refused connections, a resolver
 * that answers nothing), the trouble is the checker's own network, not the links: the run is
 * inconclusive and must not deactivate anything.
 */
export const isInconclusive = (
  results: LinkResult[],
  valve: SafetyValve = DEFAULT_SAFETY_VALVE,
) => {
  const failures = results.filter((result) => result.networkFailure).length
  return failures >= valve.minFailures && failures > results.length * valve.share
}
