import { AtsReadError } from '../atsReadError'
import { ATS_LABELS, type AtsKind } from '../types'

/** The error for an answer that parses but is not the board's list: `what` names what was missing. */
export const wrongShape = (kind: AtsKind, what: string) =>
  new AtsReadError(`${ATS_LABELS[kind]} answered without ${what}`)
