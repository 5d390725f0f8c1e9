import { ATS_KINDS, type AtsKind } from '@/lib/ats/types'

import { atsIdOf, type FakeJob } from './fakeJob'
import { slugify } from './html'

/**
 * Boards of made-up roles for benchmarks, the same for the same seed (no Math.random): spread
 * evenly over the seven kinds, about 70% remote (with the many ways companies write it), 15%
 * hybrid and 15% on-site, descriptions of 2–4 KB of HTML, pay on about half.
 */

export type GeneratedBoard = { kind: AtsKind; board: string; jobs: FakeJob[] }

type Random = () => number

/** mulberry32: a small seeded generator of numbers in [0, 1). */
const seeded = (seed: number): Random => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const oneOf = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1))

const PREFIXES = [
  'North',
  'Bright',
  'Blue',
  'Quiet',
  'Swift',
  'Iron',
  'Silver',
  'Open',
  'Clear',
  'True',
  'Deep',
  'Kind',
  'Red',
  'Half',
  'Long',
  'Tiny',
]
const SUFFIXES = [
  'loop',
  'wind',
  'stack',
  'field',
  'forge',
  'leaf',
  'path',
  'harbor',
  'beam',
  'works',
  'grid',
  'ridge',
  'signal',
  'craft',
]
const FORMS = ['', ' Labs', ' Inc.', ' GmbH', ' Technologies', ' & Co.']

/** Remote place texts, with the country each is tied to (null: an area, or nowhere). */
const REMOTE_PLACES: [string, string | null][] = [
  ['Remote - US', 'US'],
  ['Remote (United States)', 'US'],
  ['US Remote', 'US'],
  ['Remote - Canada', 'CA'],
  ['Remote, Germany', 'DE'],
  ['Remote, UK', 'GB'],
  ['Remote - Poland', 'PL'],
  ['Remote, Spain', 'ES'],
  ['Remote (EMEA)', null],
  ['Remote (Europe)', null],
  ['Remote - LATAM', null],
  ['Remote (APAC)', null],
  ['Anywhere', null],
  ['Worldwide', null],
  ['Remote', null],
]

const OFFICES: [string, string][] = [
  ['Berlin, Germany', 'DE'],
  ['London, UK', 'GB'],
  ['New York, NY', 'US'],
  ['San Francisco, CA', 'US'],
  ['Amsterdam, Netherlands', 'NL'],
  ['Toronto, Canada', 'CA'],
  ['Paris, France', 'FR'],
  ['Warsaw, Poland', 'PL'],
  ['Lisbon, Portugal', 'PT'],
  ['Austin, TX', 'US'],
  ['Dublin, Ireland', 'IE'],
  ['Stockholm, Sweden', 'SE'],
  ['Sydney, Australia', 'AU'],
  ['Singapore', 'SG'],
  ['Munich, Germany', 'DE'],
  ['Barcelona, Spain', 'ES'],
]

const ROLES: Record<string, string[]> = {
  Engineering: [
    'Backend Engineer',
    'Frontend Engineer',
    'Full-Stack Engineer',
    'Site Reliability Engineer',
    'Data Engineer',
    'iOS Engineer',
    'Machine Learning Engineer',
    'Security Engineer',
    'QA Engineer',
  ],
  Product: ['Product Manager', 'Product Designer', 'UX Researcher'],
  Sales: ['Account Executive', 'Sales Development Representative', 'Solutions Engineer'],
  'Customer Success': ['Customer Success Manager', 'Support Engineer', 'Technical Account Manager'],
  Marketing: ['Content Marketing Manager', 'Growth Marketer', 'Developer Advocate'],
  Operations: ['Financial Analyst', 'People Partner', 'Recruiter', 'Operations Manager'],
}
const LEVELS = ['Junior ', '', '', 'Senior ', 'Senior ', 'Staff ', 'Lead ', 'Principal ']
const FOCUS = [
  '',
  '',
  '',
  ', Payments',
  ' - Platform',
  ' (R&D)',
  ', Growth',
  ' - Infrastructure',
  ', Billing',
]

const INTRO = [
  'builds the tools small teams use to run their day, from planning to payroll',
  'helps companies ship software faster with fewer surprises in production',
  'makes it simple for clinics to keep records, bill patients and stay compliant',
  'runs a marketplace connecting independent makers with buyers in forty countries',
  'is a remote-first company of about two hundred people across nine time zones',
]
const SENTENCES = [
  'We work in small, autonomous teams that own their problems end to end.',
  'Our R&amp;D group ships to production many times a day.',
  'You will join a team that values written communication and thoughtful reviews.',
  'We care about sustainable pace: no heroics, no on-call without compensation.',
  'Our customers range from two-person studios to public companies.',
  'We believe the best work happens when people have time to think.',
  'You’ll have real ownership from your first week.',
  'Everything we build starts with a short written proposal and a conversation.',
  'We publish our salary bands internally and review them every year.',
  'Most of our meetings are optional and all of them have notes.',
]
const DUTIES = [
  'Design, build and run services that handle millions of requests a day',
  'Work with product and design to shape what we build next',
  'Own features from the first sketch to the metrics after launch',
  'Improve our tooling, tests and deploy pipeline',
  'Review code and help teammates grow through pairing and feedback',
  'Talk to customers to understand the problems behind their requests',
  'Write clear documents that explain trade-offs and decisions',
  'Keep an eye on reliability, cost and performance',
  'Help run our Q&amp;A sessions with customers and partners',
  'Mentor newer teammates and share what you learn',
]
const NEEDS = [
  'Several years of experience in a similar role',
  'Comfort working asynchronously with people in other time zones',
  'Clear written English',
  'Experience with TypeScript, Go or Python',
  'A habit of writing tests and reading other people’s code',
  'Curiosity about how the business works, not only the code',
  'Experience with PostgreSQL and&nbsp;message queues',
  'Good judgement about when to ship and when to polish',
]
const BENEFITS = [
  'A learning budget of 1,500 per year',
  'Home-office stipend and a laptop of your choice',
  '30 days of paid leave plus public holidays',
  'Paid parental leave of 16 weeks',
  'Yearly company retreat',
  'Health insurance for you and your family',
  'Flexible hours around a few core hours',
]

/** Fisher–Yates, on a copy. */
const shuffled = <T>(random: Random, items: readonly T[]) => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

const list = (random: Random, items: string[], count: number) =>
  `<ul>${shuffled(random, items)
    .slice(0, count)
    .map((item) => `<li>${item}</li>`)
    .join('')}</ul>`

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** 2–4 KB of HTML: paragraphs, headed lists, entities (`R&amp;D`, `&nbsp;`) and a link. */
export const generateDescription = (random: Random, company: string, title: string) => {
  const target = between(random, 2100, 3300)
  const slug = slugify(company) || 'company'
  const html =
    `<p><strong>${escapeText(company)}</strong> ${oneOf(random, INTRO)}. ${oneOf(random, SENTENCES)}</p>` +
    `<p>As a ${escapeText(title)} you will ${oneOf(random, ['shape', 'grow', 'own', 'rebuild'])} a part of the product that customers rely on every day. ${shuffled(random, SENTENCES).slice(0, 2).join(' ')}</p>` +
    `<h3>What you'll do</h3>${list(random, DUTIES, between(random, 4, 6))}` +
    `<h3>What you bring</h3>${list(random, NEEDS, between(random, 4, 6))}`
  const about = `<h3>About us</h3><p>${oneOf(random, SENTENCES)} Read more about how we work on <a href="https://careers.${slug}.example/how-we-work">our careers page</a>.</p>`
  let paragraphs = ''
  let benefits = ''
  while (html.length + benefits.length + paragraphs.length + about.length < target) {
    if (!benefits) benefits = `<h3>Benefits</h3>${list(random, BENEFITS, 4)}`
    else paragraphs += `<p>${shuffled(random, SENTENCES).slice(0, 3).join(' ')}</p>`
  }
  // The paragraphs go before the lists; the benefits and a short "About us" close it.
  const split = html.indexOf('<h3>')
  return html.slice(0, split) + paragraphs + html.slice(split) + benefits + about
}

type Company = { name: string; board: string }

const companyFor = (random: Random, kind: AtsKind, index: number): Company => {
  const base = `${oneOf(random, PREFIXES)}${oneOf(random, SUFFIXES)}`
  const name = `${base}${oneOf(random, FORMS)}`
  const slug = slugify(name)
  const board = {
    greenhouse: `${slug.replace(/-/g, '')}${index}`,
    lever: `${slug}-${index}`,
    ashby: `${slug}-${index}`,
    workable: `${slug}-${index}`,
    recruitee: `${slug.replace(/-/g, '')}${index}`,
    smartrecruiters: `${name.replace(/[^A-Za-z0-9]/g, '')}${index}`,
    personio: `${slug}-${index}`,
  }[kind]
  return { name, board }
}

const CURRENCY: Record<string, string> = { US: 'USD', GB: 'GBP', CA: 'CAD', AU: 'AUD' }
const EURO = new Set(['DE', 'NL', 'FR', 'PT', 'IE', 'ES'])
const SCALE: Record<string, number> = { USD: 1, CAD: 1.1, AUD: 1.2, GBP: 0.7, EUR: 0.8 }

const payFor = (random: Random, level: string, country?: string): FakeJob['pay'] => {
  const currency = country ? (CURRENCY[country] ?? (EURO.has(country) ? 'EUR' : 'USD')) : 'USD'
  const roll = random()
  if (roll < 0.06) {
    const min = between(random, 35, 90)
    return { min, max: min + between(random, 10, 30), currency, interval: 'hour' }
  }
  if (roll < 0.12) {
    const min = between(random, 40, 90) * 100
    return { min, max: min + between(random, 10, 30) * 100, currency, interval: 'month' }
  }
  const base =
    { 'Junior ': 70, '': 110, 'Senior ': 150, 'Staff ': 185, 'Lead ': 170, 'Principal ': 210 }[
      level
    ] ?? 110
  const min = Math.round((base + between(random, -15, 15)) * SCALE[currency]) * 1000
  return { min, max: min + between(random, 20, 60) * 1000, currency, interval: 'year' }
}

const BASE_TIME = Date.UTC(2026, 10, 1)

const placesFor = (random: Random, workplace: FakeJob['workplace']) => {
  if (workplace === 'remote') {
    const roll = random()
    if (roll < 0.75) return [oneOf(random, REMOTE_PLACES)]
    if (roll < 0.87) {
      const first = oneOf(random, REMOTE_PLACES)
      const second = oneOf(
        random,
        REMOTE_PLACES.filter(([text]) => text !== first[0]),
      )
      return [first, second]
    }
    // An office first, then the remote place: Ashby's primary-location trap.
    return [oneOf(random, OFFICES), oneOf(random, REMOTE_PLACES)]
  }
  const first = oneOf(random, OFFICES)
  if (random() < 0.8) return [first]
  return [
    first,
    oneOf(
      random,
      OFFICES.filter(([text]) => text !== first[0]),
    ),
  ]
}

const makeJob = (random: Random, company: string, id: string): FakeJob => {
  const roll = random()
  const workplace: FakeJob['workplace'] = roll < 0.7 ? 'remote' : roll < 0.85 ? 'hybrid' : 'onsite'
  const places = placesFor(random, workplace)
  const codes = [...new Set(places.map(([, code]) => code))]
  const countryCode = codes.length === 1 && codes[0] ? codes[0] : undefined
  const department = oneOf(random, Object.keys(ROLES))
  const level = oneOf(random, LEVELS)
  const title = `${level}${oneOf(random, ROLES[department])}${oneOf(random, FOCUS)}`
  const typeRoll = random()
  const employmentType: FakeJob['employmentType'] =
    typeRoll < 0.85
      ? 'full-time'
      : typeRoll < 0.89
        ? 'part-time'
        : typeRoll < 0.95
          ? 'contract'
          : typeRoll < 0.98
            ? 'internship'
            : undefined
  const firstCountry = places.find(([, code]) => code)?.[1] ?? undefined
  const pay = random() < 0.5 ? payFor(random, level, firstCountry) : undefined
  const postedAt = new Date(BASE_TIME - between(random, 0, 120 * 86_400) * 1000).toISOString()
  return {
    id,
    title,
    ...(random() < 0.95 ? { department } : {}),
    locations: places.map(([text]) => text),
    ...(countryCode ? { countryCode } : {}),
    workplace,
    ...(employmentType ? { employmentType } : {}),
    descriptionHtml: generateDescription(random, company, title),
    ...(pay ? { pay } : {}),
    postedAt,
    companyName: company,
  }
}

/**
 * Ids for new roles of a board, `make(1)`, `make(2)` …, skipping any whose id, or whose id at the
 * kind's API (7-digit Recruitee and Personio ids can collide), a role of the board already has.
 */
const uniqueIds = (kind: AtsKind, jobs: FakeJob[], make: (n: number) => string) => {
  const ids = new Set(jobs.map((job) => job.id))
  const native = new Set(jobs.map((job) => atsIdOf(kind, job)))
  let n = 0
  return () => {
    for (;;) {
      const id = make(++n)
      const at = atsIdOf(kind, { id })
      if (ids.has(id) || native.has(at)) continue
      ids.add(id)
      native.add(at)
      return id
    }
  }
}

export const generateBoards = ({
  sources,
  jobsPerSource,
  seed = 1,
}: {
  sources: number
  jobsPerSource: number
  seed?: number
}): GeneratedBoard[] => {
  const random = seeded(seed)
  return Array.from({ length: sources }, (_, index) => {
    const kind = ATS_KINDS[index % ATS_KINDS.length]
    const company = companyFor(random, kind, index)
    const nextId = uniqueIds(kind, [], (n) => `${company.board}-${n}`)
    const jobs = Array.from({ length: jobsPerSource }, () =>
      makeJob(random, company.name, nextId()),
    )
    return { kind, board: company.board, jobs }
  })
}

const EDITS = [' (Remote)', ', Platform', ' II', ' - New Team', ', EMEA']

/**
 * The boards after `share` of their roles changed: in each board a third of the changed roles
 * are retitled and re-described (with a new updatedAt), a third removed and a third new ones
 * added. The boards given are left as they are.
 */
export const mutateBoards = (
  boards: GeneratedBoard[],
  share: number,
  seed = 1,
): GeneratedBoard[] => {
  const random = seeded(seed * 7919 + 17)
  const editedAt = new Date(BASE_TIME + 14 * 86_400_000 + (seed % 1440) * 60_000).toISOString()
  return boards.map(({ kind, board, jobs }) => {
    const changes = Math.min(jobs.length, Math.round(jobs.length * share))
    const edited = Math.round(changes / 3)
    const removed = Math.round(changes / 3)
    const added = changes - edited - removed
    const order = shuffled(
      random,
      jobs.map((_, index) => index),
    )
    const toEdit = new Set(order.slice(0, edited))
    const toRemove = new Set(order.slice(edited, edited + removed))
    const company = jobs[0]?.companyName ?? board
    const kept = jobs.flatMap((job, index) => {
      if (toRemove.has(index)) return []
      if (!toEdit.has(index)) return [job]
      const title = `${job.title}${oneOf(random, EDITS)}`
      return [
        {
          ...job,
          title,
          descriptionHtml: generateDescription(random, company, title),
          updatedAt: editedAt,
        },
      ]
    })
    const nextId = uniqueIds(kind, jobs, (n) => `${board}-s${seed}-${n}`)
    const fresh = Array.from({ length: added }, () => makeJob(random, company, nextId()))
    return { kind, board, jobs: [...kept, ...fresh] }
  })
}
