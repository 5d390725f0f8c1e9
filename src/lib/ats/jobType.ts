import type { JobType } from '../jobs/options'

/** An employment type as APIs write it, in words: "Regular Full Time (Salary)" → "regular full time salary". */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])(time)\b/g, '$1 $2')
    .trim()

/**
 * The board's job type an API's employment type names: Ashby's FullTime/PartTime/Intern/Contract/
 * Temporary, Recruitee's fulltime_permanent, Lever's free text, Personio's permanent/full-time/
 * full-or-part-time, SmartRecruiters' permanent ("Full-time" on its label). Fixed-term work
 * (contract, freelance, temporary) is Contract; "permanent" alone is Full-Time; a role offered
 * either way (Personio's full-or-part-time) is Full-Time. Null when the text names none of these.
 */
export const jobTypeOfEmployment = (employmentType: string | null | undefined): JobType | null => {
  const text = words(employmentType ?? '')
  if (!text) return null
  if (/\b(?:intern|internship|trainee|apprentice|apprenticeship|praktikum)\b/.test(text))
    return 'Internship'
  if (/\b(?:working student|werkstudent)\b/.test(text)) return 'Part-Time'
  if (
    /\b(?:contract|contractor|freelance|freelancer|temporary|temp|fixed term|seasonal|b2b)\b/.test(
      text,
    )
  )
    return 'Contract'
  if (/\bfull or part time\b/.test(text)) return 'Full-Time'
  if (/\bpart time\b|\bparttime\b|\bteilzeit\b/.test(text)) return 'Part-Time'
  if (/\b(?:full time|fulltime|permanent|regular|salaried|vollzeit)\b/.test(text))
    return 'Full-Time'
  return null
}

/** Types a title says outright: "(Part-Time)", "Intern", "(9 month contract)", "Freelance Writer". */
export const jobTypeOfTitle = (title: string | null | undefined): JobType | null => {
  const text = (title ?? '').toLowerCase()
  if (/\b(?:intern|internship|trainee|apprentice|werkstudent|working student)\b/.test(text))
    return /\b(?:werkstudent|working student)\b/.test(text) ? 'Part-Time' : 'Internship'
  if (
    /\bfreelance(?:r)?\b|\bcontractor\b|\btemporary\b|\(\s*[^)]*\bcontract\b[^)]*\)|\b\d+[- ]?(?:month|week)s?\b[^,)]*\bcontract\b|\bcontract (?:role|position)\b/.test(
      text,
    )
  )
    return 'Contract'
  if (/\bpart[- ]?time\b/.test(text)) return 'Part-Time'
  if (/\bfull[- ]?time\b/.test(text)) return 'Full-Time'
  return null
}

/**
 * The job's type: the API's employment type, then the title's words. An internship or a
 * contract the title names wins over a Full-Time or Part-Time from the API, which says the hours
 * and not the kind (SmartRecruiters' "Data Science Intern" is part-time in its field).
 */
export const jobTypeOf = (
  employmentType: string | null | undefined,
  title: string | null | undefined,
): JobType | null => {
  const fromApi = jobTypeOfEmployment(employmentType)
  const fromTitle = jobTypeOfTitle(title)
  if (fromTitle === 'Internship' || (fromTitle === 'Contract' && fromApi !== 'Internship'))
    return fromTitle
  return fromApi ?? fromTitle
}
