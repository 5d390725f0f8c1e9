import type { AtsKind } from './types'

/** A slug of letters, digits, `-` and `_`, starting with a letter or digit. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/

/** One DNS label, lower case: the board is the host's first label. */
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * What a board id looks like for each kind, without slashes, so it can only ever name one path
 * segment or one host label. Kept apart from the adapters so detecting a board does not load them.
 */
export const BOARD_PATTERNS: Record<AtsKind, RegExp> = {
  greenhouse: SLUG,
  lever: SLUG,
  // Ashby's board names keep the company's spelling: spaces ("Hippocratic AI") and dots ("acme.com").
  ashby: /^[A-Za-z0-9](?:[A-Za-z0-9 ._-]{0,98}[A-Za-z0-9])?$/,
  workable: SLUG,
  recruitee: SUBDOMAIN,
  smartrecruiters: SLUG,
  personio: SUBDOMAIN,
}
