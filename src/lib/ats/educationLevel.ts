import { EDUCATION_LEVELS } from '../jobs/options'

export type EducationLevel = (typeof EDUCATION_LEVELS)[number]

const LEVELS: Array<[EducationLevel, RegExp]> = [
  ['PhD', /\b(?:phd|ph d|doctorate|doctoral|doctor)\b/],
  ["Master's Degree", /\b(?:master|masters|mba|msc|ma)\b/],
  ["Bachelor's Degree", /\b(?:bachelor|bachelors|ba|bsc|bs|undergraduate)\b/],
  ['Associate Degree', /\bassociate(?:s)? (?:degree)?\b|\bassociate$/],
  ['High School', /\bhigh school\b|\bhs diploma\b|\bsecondary school\b|\bged\b/],
  ['Not Required', /\b(?:not required|no degree|none required|no education)\b/],
]

/**
 * The board's education level from the API's own field only (Workable's `education`,
 * Recruitee's `education_code`): "Bachelor's Degree", "bachelor_degree", "High School or
 * equivalent". Null for "Unspecified", "", and what the board has no level for (vocational,
 * certification, some college): the title and the description are never read for it.
 */
export const educationLevelOf = (education: string | null | undefined): EducationLevel | null => {
  const text = (education ?? '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  if (!text || /^(?:unspecified|not specified|not applicable|n a|other)$/.test(text)) return null
  if (/\bsome (?:high school|college)\b/.test(text)) return null
  return LEVELS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}
