import { likeLiteral } from '../db/likePattern'

/**
 * A search text for Payload's `like` (ILIKE '%word%' per word on Postgres): whitespace collapsed,
 * and LIKE's wildcards escaped so a typed % or _ matches itself rather than anything.
 */
export const likeValue = (text: string): string =>
  text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(likeLiteral)
    .join(' ')
