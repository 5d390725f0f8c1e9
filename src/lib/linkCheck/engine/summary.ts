import { LINK_CHECK_STATUSES, type LinkCheckSummary, type LinkResult } from './types'

/** Counts of each verdict, the total, and the links no server answered. */
export const summarize = (results: LinkResult[]): LinkCheckSummary => {
  const summary = Object.fromEntries(
    LINK_CHECK_STATUSES.map((status) => [status, 0]),
  ) as LinkCheckSummary
  summary.total = results.length
  summary.networkFailures = 0
  for (const result of results) {
    summary[result.status]++
    if (result.networkFailure) summary.networkFailures++
  }
  return summary
}
