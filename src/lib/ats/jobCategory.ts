import type { JobCategory } from '../jobs/options'

/**
 * Words that name a category in a department or a title, in the order they are tried: the more
 * particular first ("Customer Support Engineer" is support, "Product Marketing" marketing,
 * "Sales Engineer" sales, "Product Designer" design), so a broad word ("engineer", "product")
 * only decides what nothing narrower claimed.
 */
const CATEGORY_WORDS: Array<[JobCategory, string]> = [
  [
    'Customer Support',
    'customer (?:support|success|service|care|experience|happiness|onboarding)|client (?:support|success)|support|help ?desk|service desk|cx',
  ],
  [
    'Design',
    '\\w*design(?:er)?|ux|ui|user experience|user research(?:er)?|creative|illustrat\\w*|art director',
  ],
  [
    'Marketing',
    'marketing|seo|content|brand|communications?|comms|pr|public relations|social media|community|copywriter|demand gen\\w*',
  ],
  ['Data', 'data|analytics|business intelligence|bi|insights?|statistic\\w*'],
  [
    'Sales',
    'sales|pre-?sales|solutions? (?:engineer|architect|consultant)|account (?:executive|manager|management|director)|business development|bdr|sdr|commercial|partnerships?|alliances?|channels?|revenue|renewals?|deal desk|go to market|gtm',
  ],
  ['Legal', 'legal|counsel|attorney|lawyer|paralegal|compliance|privacy|regulatory'],
  [
    'Finance',
    'finance|financial|accounting|accountant|accountancy|controller|fp&a|tax|treasury|payroll|audit|auditor|bookkeep\\w*',
  ],
  ['HR', 'hr|human resources|people|recruit\\w*|talent'],
  [
    'Engineering',
    'engineer\\w*|developer|software|devops|sre|site reliability|qa|quality assurance|test automation|security|infrastructure|platform|back-?end|front-?end|full ?stack|mobile|ios|android|it|information technology|tech|technology|programmer|machine learning|ml|ai',
  ],
  ['Product', 'product|product manager|product management|product owner'],
  [
    'Operations',
    'operations|ops|office manager|administrat\\w*|executive assistant|assistant|logistics|supply chain|procurement|program manager|project manager|chief of staff|workplace|facilities|strategy',
  ],
]

/** The categories' words as patterns; a word may be plural ("Account Executives (EMEA)"). */
const CATEGORY_PATTERNS = CATEGORY_WORDS.map(
  ([category, words]) =>
    [category, new RegExp(`(?:^|[^a-z0-9&])(?:${words})s?(?![a-z0-9])`)] as const,
)

/** Department names as ATSs give them: "6480 Internal Audit" (a cost-centre number), "Customer Success ", "Delivery\u200b". */
const clean = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/^\s*\d+\s+/, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

const categoriesIn = (text: string) =>
  CATEGORY_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([category]) => category)

/**
 * The board's category from the department, then the title's words. A department that names
 * two ("Sales Operations", "Product and Tech") lets the title choose between them. Null when
 * neither names one: never 'Other', which a moderator chooses.
 */
export const jobCategoryOf = (
  department: string | null | undefined,
  title: string | null | undefined,
): JobCategory | null => {
  const fromDepartment = categoriesIn(clean(department))
  const fromTitle = categoriesIn(clean(title))
  if (fromDepartment.length > 1)
    return fromTitle.find((category) => fromDepartment.includes(category)) ?? fromDepartment[0]
  return fromDepartment[0] ?? fromTitle[0] ?? null
}
