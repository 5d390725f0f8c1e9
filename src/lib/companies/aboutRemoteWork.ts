import type { CompanySummary } from './companySummary'

type Fields = Pick<CompanySummary, 'name' | 'industry' | 'hiringRegions' | 'scheduleType' | 'roles'>

/** "A, B and C" */
export const listInWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const whereItHires = (regions: string) =>
  /^global$/i.test(regions.trim()) ? 'hires globally' : `hires in ${regions.trim()}`

/** One sentence on the working hours behind the schedule labels of the company list. */
export const scheduleInWords = (schedule: string | null | undefined): string | null => {
  const text = schedule?.trim()
  if (!text) return null
  const lower = text.toLowerCase()
  if (lower.includes('async'))
    return 'Work is flexible and asynchronous, so you largely set your own hours.'
  if (lower.startsWith('fixed'))
    return 'Working hours are set, with overlap with your team’s time zone.'
  if (lower.includes('overlap'))
    return 'Hours are flexible, with some overlap with your team’s time zone.'
  if (lower.startsWith('flexible')) return 'Hours are flexible.'
  return `Schedule: ${text}.`
}

/** "GitLab is a remote-first Developer Tools company that hires globally." */
export const companyIntro = ({
  name,
  industry,
  hiringRegions,
}: Omit<Fields, 'scheduleType' | 'roles'>) => {
  const kind = industry?.trim()
    ? `a remote-first ${industry.trim()} company`
    : 'a remote-first company'
  const regions = hiringRegions?.trim() ? ` that ${whereItHires(hiringRegions)}` : ''
  return `${name} is ${kind}${regions}.`
}

/** The paragraph under "About Remote Work at {company}", written from the company's own fields. */
export const aboutRemoteWork = (company: Fields) => {
  const { scheduleType, roles } = company
  const sentences = [companyIntro(company), scheduleInWords(scheduleType)]
  if (roles?.length) sentences.push(`Typical remote roles include ${listInWords(roles)}.`)
  return sentences.filter(Boolean).join(' ')
}
