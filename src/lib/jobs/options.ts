/** The job vocabularies: types, schedules, education levels, categories. */
export const JOB_TYPES = ['Full-Time', 'Part-Time', 'Contract', 'Internship'] as const

export const SCHEDULE_TYPES = ['Flexible', 'Fixed', 'Time-Zone Overlap'] as const

export const EDUCATION_LEVELS = [
  'High School',
  'Associate Degree',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD',
  'Not Required',
] as const

export const JOB_CATEGORIES = [
  'Engineering',
  'Design',
  'Marketing',
  'Sales',
  'Customer Support',
  'Data',
  'Operations',
  'Product',
  'Finance',
  'HR',
  'Legal',
  'Other',
] as const

/** The experience levels the board offers (docs/decisions.md, Experience levels). */
export const EXPERIENCE_LEVELS = ['Entry Level', 'Mid Level', 'Senior Level', 'Lead', 'Executive'] as const

/** The eight home-page category tiles, with the listing category each one filters by. */
export const HOME_CATEGORIES = [
  { label: 'Engineering', category: 'Engineering' },
  { label: 'Marketing', category: 'Marketing' },
  { label: 'Design', category: 'Design' },
  { label: 'Product', category: 'Product' },
  { label: 'Sales', category: 'Sales' },
  { label: 'Support', category: 'Customer Support' },
  { label: 'Operations', category: 'Operations' },
  { label: 'Data', category: 'Data' },
] as const

/**
 * A post from /post-job that would use something tied to its contact address (a free place, a
 * bundle's post) waits 'awaiting-confirmation' until that address confirms it; one to be paid
 * waits 'awaiting-payment' until Stripe says it was paid; then 'pending' review.
 */
export const REVIEW_STATUSES = ['awaiting-confirmation', 'awaiting-payment', 'pending', 'approved', 'rejected'] as const

export const LINK_STATUSES = ['unchecked', 'valid', 'broken', 'blocked', 'unknown', 'tls_error'] as const

/** Days a job stays listed when its plan names none. */
export const DEFAULT_LISTING_DAYS = 30

export type JobType = (typeof JOB_TYPES)[number]
export type JobCategory = (typeof JOB_CATEGORIES)[number]
