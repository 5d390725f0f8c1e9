/**
 * The dashboard's series colours: Okabe-Ito's colour-blind-safe set, readable on Payload's light
 * and dark themes alike.
 */
export const SERIES_COLORS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
] as const

/** Link verdicts keep the colours people expect: valid green, broken red, the rest muted. */
export const VERDICT_COLORS = {
  valid: '#009E73',
  broken: '#D55E00',
  blocked: '#E69F00',
  unknown: '#8C8C8C',
} as const
