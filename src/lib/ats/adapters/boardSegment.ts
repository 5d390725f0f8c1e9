import { AtsReadError } from '../atsReadError'
import { BOARD_PATTERNS } from '../boardPatterns'
import { ATS_LABELS, type AtsKind } from '../types'

/** The board id as one path segment, after checking it is one (the caller checks too; paths are built from it). */
export const boardSegment = (kind: AtsKind, board: string): string => {
  if (!BOARD_PATTERNS[kind].test(board))
    throw new AtsReadError(`"${board}" is not a ${ATS_LABELS[kind]} board id`)
  return encodeURIComponent(board)
}
