/**
 * A resume bullet or a note in the candidate's own voice ("Led the migration…" → "I led the
 * migration…"), reworded only at its start so that it says exactly what it said before.
 */

/** A statement in the first person ("I …" or "My …"), with no final stop. */
export type Clause = string

const IRREGULAR_PAST = new Set(
  'began became brought built bought chose cut did drew drove fed found flew gave got grew held hit kept knew led left lost made met oversaw paid put ran rebuilt redid rewrote rose sang saw sent set shot sold spent spoke stood struck swept taught thought threw took understood undertook won wrote'.split(
    ' ',
  ),
)

// Words ending in "-ed" that are no verbs.
const NOT_PAST = new Set(
  'need seed speed feed bed red shed breed embed hundred sacred naked'.split(' '),
)

/** Openers that describe the candidate, not an action: "Fluent in…", "Experienced pastry chef…". */
const PREDICATIVE = new Set(
  'fluent proficient based located available open comfortable familiar passionate able willing eager keen happy responsible excited interested'.split(
    ' ',
  ),
)
const ATTRIBUTIVE = new Set(
  'experienced skilled talented certified qualified seasoned dedicated motivated accomplished licensed trained native bilingual trilingual self-taught self-motivated detail-oriented results-driven'.split(
    ' ',
  ),
)

/** Verbs a resume or a note opens with in the present ("Manage a team of 4", "Leads onboarding"). */
const VERBS = new Set(
  'lead manage build design develop create own run write deliver launch grow reduce increase improve mentor coach train teach support coordinate plan organize organise implement maintain ship drive handle help assist work collaborate partner oversee supervise analyze analyse research test review migrate automate optimize optimise streamline negotiate sell close onboard resolve answer bake cook prepare serve cater produce edit publish present establish introduce redesign rebuild refactor deploy monitor architect scale hire recruit speak translate process schedule track report document craft curate host facilitate conduct spearhead pioneer save cut generate win achieve exceed raise secure source make decorate photograph film care nurse treat advise consult audit love enjoy want know use'.split(
    ' ',
  ),
)
const PREPOSITION = /^(in|with|at|for|to|on|about|from|of|by)$/i
// "Promoted to team lead": something done to the candidate, so "I was promoted to…".
const PASSIVE =
  /^(promoted|awarded|selected|nominated|elected|recognized|recognised|invited|named|chosen|featured|appointed|honored|honoured|hired|shortlisted)$/

const YEARS =
  /^((?:over|more than|nearly|almost|about|around)\s+)?(\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*(\+\s*)?(years?|yrs?\.?)['’]?(?=\s|$)\s*(.*)$/i

const lowerFirst = (text: string) =>
  /^\p{Lu}[\p{Ll}'’-]*(\s|$)/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text

const article = (phrase: string) => {
  const word = phrase.split(/\s+/)[0] ?? ''
  // Acronyms go by how their first letter sounds ("an SRE", "a UX designer").
  if (/^[A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a'
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

/** "I'm" → "I am": the letter's own sentences decide how casual to be, not the note's spelling. */
export const expandContractions = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/\bcan't\b/gi, 'cannot')
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/\b(\w+)n't\b/gi, '$1 not')
    .replace(/\bI'm\b/g, 'I am')
    .replace(/\b(I|you|we|they)'ve\b/gi, '$1 have')
    .replace(/\b(I|you|we|they|he|she)'d\b/gi, '$1 would')
    .replace(/\b(I|you|we|they|he|she|it)'ll\b/gi, '$1 will')
    .replace(/\b(you|we|they)'re\b/gi, '$1 are')
    .replace(/\b(it|that|there|here|what)'s\b/gi, '$1 is')
    .replace(/\blet's\b/gi, 'let us')

/** Bullet marks, bracketed asides and emoji off; spaces and the final stop tidied. */
export const cleanText = (text: string) =>
  expandContractions(text)
    .replace(/\[[^\]]*\]|\{[^}]*\}|<[^>]*>/g, ' ')
    .replace(/[[\]{}<>]|\p{Extended_Pictographic}/gu, ' ')
    .replace(/^[\s\-–—*•·▪◦]+/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim()
    .replace(/[\s.;:,!]+$/, '')

/** A past tense ("led", "migrated"), the opening of an achievement. */
export const past = (word: string) =>
  IRREGULAR_PAST.has(word) || (/^[a-z]{2,}ed$/.test(word) && !NOT_PAST.has(word))

/** The base form of a present-tense verb in the third person ("manages" → "manage"), or null. */
const baseOf = (word: string) => {
  if (VERBS.has(word)) return word
  const candidates = [word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')]
  return candidates.find((each) => each !== word && VERBS.has(each)) ?? null
}

/** "5 years React" → "I have 5 years of experience with React". */
const yearsClause = (match: RegExpMatchArray) => {
  const [, about = '', count, plus = '', , rest] = match
  const years = `${about}${count}${plus.trim()} years`
  const experience = rest.match(/^(of\s+)?((?:[\w-]+\s+)?experience)\b\s*(.*)$/i)
  if (experience && /experience$/i.test(experience[2]))
    return `I have ${years} of ${experience[2]}${experience[3] ? ` ${experience[3]}` : ''}`
  if (!rest) return `I have ${years} of experience`
  if (/^(in|with|as|at|on|across|of)\b/i.test(rest)) {
    const of = rest.match(/^of\s+(.+)$/i)
    return of
      ? `I have ${years} of experience ${/ing\b/.test(of[1].split(' ')[0]) ? 'in' : 'with'} ${of[1]}`
      : `I have ${years} of experience ${rest}`
  }
  return `I have ${years} of experience ${/ing$/.test(rest.split(' ')[0]) ? 'in' : 'with'} ${rest}`
}

/**
 * The text as a first-person clause, or null when it is no statement about the candidate the
 * letter can voice (a bare noun phrase such as "Design system used by 12 teams"). `tense` says
 * whether a description of the candidate ("Responsible for…") belongs to a former job.
 */
export const firstPerson = (text: string, tense: 'present' | 'past' = 'present'): Clause | null => {
  const clean = cleanText(text)
  if (!clean) return null
  if (/^(I|My)\b/.test(clean)) return clean
  if (/^(i|my)\b/.test(clean)) return `${clean.charAt(0).toUpperCase()}${clean.slice(1)}`
  const years = clean.match(YEARS)
  if (years) return yearsClause(years)
  const [first = '', second = ''] = clean.split(' ')
  const word = first.toLowerCase()
  const be = tense === 'past' ? 'was' : 'am'
  if (word === 'fluent' && !PREPOSITION.test(second)) return `I ${be} fluent in ${clean.slice(7)}`
  if (PREDICATIVE.has(word)) return `I ${be} ${lowerFirst(clean)}`
  // "Trained 6 cooks" is an action; "Trained pastry chef" describes the candidate.
  const action = past(word) && /^(\d|a|an|the|my|our|over|more|all|every)\b/i.test(second)
  const describes =
    ATTRIBUTIVE.has(word) ||
    /^(a|an)$/.test(word) ||
    /^(big|huge|long-time|longtime) fan$/i.test(`${first} ${second}`)
  if (describes && !action) {
    const phrase = lowerFirst(clean)
    if (/^(a|an)$/.test(word) || PREPOSITION.test(second) || !second) return `I ${be} ${phrase}`
    return `I ${be} ${article(phrase)} ${phrase}`
  }
  if (PASSIVE.test(word) && /^(to|as|for|by|in|among|into)$/i.test(second))
    return `I ${tense === 'past' ? 'was' : 'have been'} ${lowerFirst(clean)}`
  if (past(word)) return `I ${lowerFirst(clean)}`
  const base = baseOf(word)
  if (base) return `I ${base}${clean.slice(first.length)}`
  // "Baking sourdough daily": an activity, without a tense to guess.
  if (/^[a-z]{3,}ing$/.test(word) && !/^(spring|string|thing|morning|evening|wedding)$/.test(word))
    return `I have experience ${lowerFirst(clean)}`
  return null
}

/** A clause that will follow a lead-in ("I would add that my…"). */
export const inner = (clause: Clause) => clause.replace(/^My\b/, 'my')

/** "I led…" → "I also led…"; "I am…" → "I am also…"; "My…" → "Also, my…". */
export const withAlso = (clause: Clause) => {
  const auxiliary = clause.match(/^I (am|was|have|had|will|would|can|could) (\S+)/)
  if (auxiliary) {
    const [, verb, next] = auxiliary
    const helper =
      /^(am|was|will|would|can|could)$/.test(verb) ||
      /^(been|got)$/.test(next) ||
      past(next.toLowerCase())
    return helper
      ? clause.replace(`I ${verb} `, `I ${verb} also `)
      : clause.replace(/^I /, 'I also ')
  }
  if (/^I /.test(clause)) return clause.replace(/^I /, 'I also ')
  return `Also, ${inner(clause)}`
}

export { article }
