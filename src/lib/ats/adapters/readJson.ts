import { AtsReadError } from '../atsReadError'
import { ATS_LABELS, type AtsKind, type AtsResponse } from '../types'

/** The answer's JSON; a short plain error when the whole answer is not JSON (an HTML page, a cut body). */
export const readJson = (kind: AtsKind, response: AtsResponse): unknown => {
  try {
    return JSON.parse(response.body)
  } catch {
    throw new AtsReadError(`${ATS_LABELS[kind]} answered with something that is not JSON`)
  }
}
