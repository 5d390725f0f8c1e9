/** Past tenses that do not end in "-ed", as their "-ing" form. */
const IRREGULAR: Record<string, string> = {
  led: 'leading', built: 'building', wrote: 'writing', ran: 'running', grew: 'growing', cut: 'cutting', made: 'making', set: 'setting',
  won: 'winning', taught: 'teaching', drove: 'driving', brought: 'bringing', held: 'holding', kept: 'keeping', sold: 'selling', spent: 'spending',
  took: 'taking', gave: 'giving', found: 'finding', began: 'beginning', chose: 'choosing', oversaw: 'overseeing', rebuilt: 'rebuilding',
  rewrote: 'rewriting', undertook: 'undertaking', shot: 'shooting', put: 'putting', met: 'meeting', read: 'reading',
}

/** "Led", "migrated", "Rebuilt": a past tense, as action bullets open. */
export const isPastTense = (word: string) => /^\p{L}+ed$/u.test(word) || word.toLowerCase() in IRREGULAR

/** "-ing" forms whose past tense is irregular. */
const IRREGULAR_PAST = Object.fromEntries(Object.entries(IRREGULAR).map(([past, gerund]) => [gerund, past]))

/** A past tense as its "-ing" form: "Led" → "leading", "migrated" → "migrating", "shipped" → "shipping". */
export const gerundOf = (past: string) => {
  const word = past.toLowerCase()
  if (IRREGULAR[word]) return IRREGULAR[word]
  if (/ied$/.test(word)) return word.replace(/ied$/, 'ying')
  return /ed$/.test(word) ? `${word.slice(0, -2)}ing` : `${word}ing`
}

/** A result's "-ing" verb as a past tense: "cutting" → "cut", "reducing" → "reduced". */
export const pastOf = (gerund: string) => {
  const word = gerund.toLowerCase()
  if (IRREGULAR_PAST[word]) return IRREGULAR_PAST[word]
  // "reducing" → "reduc" + "ed", "shipping" → "shipp" + "ed": the "-ing" stem takes "-ed" as it is.
  return `${word.replace(/ing$/, '')}ed`
}

export const capitalise = (text: string) => (text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text)
