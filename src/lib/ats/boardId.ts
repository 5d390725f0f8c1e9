import { BOARD_PATTERNS } from './boardPatterns'
import { ATS_KINDS, ATS_LABELS, type AtsKind } from './types'

export const isAtsKind = (value: unknown): value is AtsKind => typeof value === 'string' && (ATS_KINDS as readonly string[]).includes(value)

/** Why a board id cannot be one of this kind's, in words an editor can act on; null when it can. */
export const boardIdProblem = (kind: unknown, board: string | null | undefined): string | null => {
  if (!board?.trim()) return 'Enter the board id.'
  if (!isAtsKind(kind)) return 'Choose the hiring system first.'
  if (!BOARD_PATTERNS[kind].test(board)) {
    return kind === 'recruitee' || kind === 'personio'
      ? `A ${ATS_LABELS[kind]} board id is the first part of its address in lower case: acme in acme.${kind === 'recruitee' ? 'recruitee.com' : 'jobs.personio.de'}.`
      : `A ${ATS_LABELS[kind]} board id is the one word in the board's address (letters, digits, - and _), without slashes.`
  }
  return null
}
