import { EXPERIENCE_LEVELS } from '../jobs/options'

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]

/** A seniority as APIs write it, in words: "mid_senior_level" → "mid senior level", "Entry-level" → "entry level". */
const words = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * The API's own seniority field: SmartRecruiters' and Workable's (LinkedIn's scale: internship,
 * entry level, associate, mid-senior level, director, executive), Personio's (student,
 * entry-level, experienced, executive) and Recruitee's (student, entry_level, mid_level,
 * experienced, manager, executive). Associate, a few years in, is Mid Level. "Mid-senior" and
 * "experienced" name two levels: the title's words choose, else the lower, Mid Level.
 */
const fromField = (
  experience: string | null | undefined,
  title: ExperienceLevel | null,
): ExperienceLevel | null => {
  const text = words(experience)
  if (!text || /^(?:not applicable|n a|none|unspecified|other)$/.test(text)) return null
  if (/\b(?:intern|internship|student|college|school|graduate|entry|junior|trainee)\b/.test(text))
    return 'Entry Level'
  if (/\b(?:executive|director|vp|vice president|c level|chief)\b/.test(text)) return 'Executive'
  if (/\bmid senior\b|\bexperienced\b|\bprofessional\b/.test(text))
    return title === 'Senior Level' || title === 'Lead' ? title : 'Mid Level'
  if (/\b(?:senior|expert)\b/.test(text)) return 'Senior Level'
  if (/\b(?:lead|principal|staff|manager|management)\b/.test(text)) return 'Lead'
  if (/\b(?:associate|mid|intermediate)\b/.test(text)) return 'Mid Level'
  return null
}

/** Title words, the highest that applies: "Senior Director" is Executive, "Senior Associate" Senior Level. */
const TITLE_WORDS: Array<[ExperienceLevel, RegExp]> = [
  [
    'Executive',
    /\b(?:vp|svp|evp|vice president|director|chief(?! of staff)|ceo|cto|cfo|coo|cmo|cpo|cro|ciso|cio)\b/i,
  ],
  [
    'Lead',
    /\blead\b(?!\s*gen)|\bprincipal\b|\bhead of\b|\bstaff (?=\w*(?:engineer|scientist|designer|developer|architect|software|data|product|machine|ml|research|security|backend|frontend|full|platform|infrastructure|site|analyst))/i,
  ],
  // "(Senior)" in brackets says the role may be senior or not: no level.
  ['Senior Level', /(?<!\()\b(?:senior|sr)\b\.?(?!\))/i],
  ['Mid Level', /\bmid[- ]?level\b|\bintermediate\b/i],
  [
    'Entry Level',
    /\b(?:junior|jr|graduate|grad|entry[- ]level|intern|internship|trainee|apprentice|working student|werkstudent)\b/i,
  ],
]

/** The level a title's words name; null when none does ("Engineering Manager", "Analyst II"). */
export const experienceLevelOfTitle = (title: string | null | undefined): ExperienceLevel | null =>
  TITLE_WORDS.find(([, pattern]) => pattern.test(title ?? ''))?.[0] ?? null

/** The job's experience level: the API's field, then the title's words; null when neither says. */
export const experienceLevelOf = (
  experience: string | null | undefined,
  title: string | null | undefined,
): ExperienceLevel | null => {
  const fromTitle = experienceLevelOfTitle(title)
  return fromField(experience, fromTitle) ?? fromTitle
}
