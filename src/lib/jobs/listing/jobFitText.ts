import { salaryUsdLabel } from '../../money/salaryUsd'
import { readSalaryText } from '../../money/salaryText'
import { countryName } from '../../places/countryNames'
import { offsetHoursOf, overlapHours, rangeLabel } from '../../places/timeZones'
import type { JobListItem } from './jobsQuery'

type FitColumns = Pick<JobListItem, 'salary_range' | 'salary_min_usd' | 'salary_max_usd' | 'tz_min_offset' | 'tz_max_offset' | 'open_worldwide' | 'eligible_countries'>

/** What the seeker asked of /jobs: where they live and their zone. */
export type Seeker = { livesIn: string | null; tz: string | null }

/** "≈ $52k–69k/yr" beside a salary in another currency or period; null beside dollars a year. */
export const salaryUsdBeside = (text: string | null | undefined, minUsd: number | null | undefined, maxUsd: number | null | undefined) => {
  const reading = readSalaryText(text)
  const plainDollarsAYear = reading?.currency === 'USD' && (reading.period === 'year' || reading.period === null)
  return plainDollarsAYear ? null : salaryUsdLabel({ minUsd: minUsd ?? null, maxUsd: maxUsd ?? null })
}

/**
 * The card's answers to "can I take this job?": the salary in yearly dollars beside a text in
 * another currency or period, whether it is open to where the seeker lives, and the working hours
 * shared with their zone.
 */
export const jobFitText = (job: FitColumns, seeker: Seeker, now: Date) => {
  const salaryUsd = salaryUsdBeside(job.salary_range, job.salary_min_usd, job.salary_max_usd)
  const openTo = seeker.livesIn
    ? job.open_worldwide || job.eligible_countries.includes(seeker.livesIn)
      ? 'Open to you'
      : `Not open to residents of ${countryName(seeker.livesIn)}`
    : null
  const range = job.tz_min_offset !== null && job.tz_max_offset !== null ? { min: job.tz_min_offset, max: job.tz_max_offset } : null
  const offset = seeker.tz ? offsetHoursOf(seeker.tz, now) : null
  const hours = !range ? null : offset === null ? `Hires in ${rangeLabel(range)}` : `${overlapHours(range, offset)} h overlap with your working day`
  return { salaryUsd, openTo, hours }
}
