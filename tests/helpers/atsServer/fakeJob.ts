import type { AtsKind } from '@/lib/ats/types'

/**
 * One open role, described once and neutrally: each renderer (./render/) turns a board of these
 * into the body its API sends, with that API's own keys, id formats and quirks. Tests state what
 * a role is here and check what the importer reads back against it.
 */
export type FakeJob = {
  /** Any string; each API gets an id of its own format derived from it (see atsIdOf). */
  id: string
  title: string
  department?: string
  /** Place texts as a company writes them: 'Remote - US', 'Remote (EMEA)', 'Berlin, Germany'. */
  locations: string[]
  /** ISO 3166-1 alpha-2, upper case, when the role is tied to one country. */
  countryCode?: string
  workplace: 'remote' | 'hybrid' | 'onsite' | 'unspecified'
  employmentType?: 'full-time' | 'part-time' | 'contract' | 'internship'
  /** The description as HTML; it may hold entities (`R&amp;D`, `&nbsp;`). */
  descriptionHtml: string
  pay?: { min: number; max: number; currency: string; interval: 'year' | 'hour' | 'month' }
  /** ISO 8601. */
  postedAt: string
  /**
   * ISO 8601, when the role was last edited (mutateBoards sets it on the roles it rewrites). The
   * APIs that date edits (Greenhouse, Recruitee) show it, else postedAt.
   */
  updatedAt?: string
  companyName: string
}

/**
 * cyrb53, a fast 53-bit string hash (not for security): the ids and choices drawn from a role's id
 * only need to be stable and spread out.
 */
const hash53 = (text: string, seed = 0) => {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** 32 hex digits drawn from a text. */
const hex128 = (text: string) =>
  [0, 1, 2, 3]
    .map((seed) => (hash53(text, seed) % 4294967296).toString(16).padStart(8, '0'))
    .join('')

/** A number of `digits` digits (first one not zero, at most 15) drawn from a text. */
const numericId = (text: string, digits: number) => {
  const low = 10 ** (digits - 1)
  return low + (hash53(text) % (9 * low))
}

const uuidFrom = (text: string) => {
  const hex = hex128(text)
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The id the kind's API gives the role, as the adapter reads it into SourceJob.sourceId: a
 * Greenhouse post id (10 digits), a Lever or Ashby uuid, a Workable shortcode (10 hex digits,
 * upper case), a Recruitee offer id (7 digits), a SmartRecruiters posting id (15 digits) or a
 * Personio position id (7 digits). A FakeJob id already in that format is kept as it is.
 */
export const atsIdOf = (kind: AtsKind, job: Pick<FakeJob, 'id'>): string => {
  const seed = `${kind}:${job.id}`
  switch (kind) {
    case 'greenhouse':
      return /^\d{6,15}$/.test(job.id) ? job.id : String(numericId(seed, 10))
    case 'lever':
    case 'ashby':
      return UUID.test(job.id) ? job.id : uuidFrom(seed)
    case 'workable':
      return /^[0-9A-F]{10}$/.test(job.id) ? job.id : hex128(seed).slice(0, 10).toUpperCase()
    case 'recruitee':
    case 'personio':
      return /^\d{5,9}$/.test(job.id) ? job.id : String(numericId(seed, 7))
    case 'smartrecruiters':
      return /^\d{12,16}$/.test(job.id) ? job.id : String(numericId(seed, 15))
  }
}

/** A stable number in [0, modulo) for a text, for choices a renderer makes per role. */
export const pick = (text: string, modulo: number) => hash53(text, 7) % modulo

/** Another id of the role drawn from its id (an internal job id, a uuid, a guid …). */
export const derivedNumber = (text: string, digits: number) => String(numericId(text, digits))
export const derivedUuid = uuidFrom
