import { termMatcher, type TermMatcher } from '../text/terms'

/** A keyword the built-in engine looks for, and whether a text has it in any of its spellings. */
export type Keyword = { label: string; matches: (text: string) => boolean }

// The matcher behind each keyword, for callers that need the words a text matched it with.
const matchers = new WeakMap<Keyword, TermMatcher>()

/** A keyword matched by its label or any alternative, their synonyms and word forms (terms.ts). */
const kw = (label: string, ...alternatives: string[]): Keyword => {
  const matcher = termMatcher([label, ...alternatives])
  const made = { label, matches: matcher.matches }
  matchers.set(made, matcher)
  return made
}

/** A keyword for any free term, such as one taken from a job's description ("SOC 2"). */
export const keyword = (label: string): Keyword => kw(label)

/** The words of a text that matched a keyword, as written there, or null when it has none. */
export const keywordFoundAs = (wanted: Keyword, text: string): string | null =>
  (matchers.get(wanted) ?? termMatcher([wanted.label])).find(text)

/** A family of roles: its title pattern, what its work is about in words, and its keywords. */
type Family = { name: string; focus: string; title: RegExp; keywords: Keyword[] }

/** Role families, matched on the target role, each with the keywords its postings ask for most. */
export const ROLE_FAMILIES: Family[] = [
  {
    name: 'frontend',
    focus: 'fast, accessible interfaces built on solid TypeScript and React',
    title: /front[\s-]?end|react|ui engineer|web developer|javascript/i,
    keywords: [
      kw('React'),
      kw('TypeScript'),
      kw('JavaScript', 'JS'),
      kw('CSS'),
      kw('HTML'),
      kw('Accessibility', 'a11y', 'WCAG'),
      kw('Performance'),
      kw('Testing', 'Jest', 'Cypress', 'Playwright'),
      kw('Next.js', 'Nextjs'),
      kw('Design systems', 'Design system'),
      kw('Responsive design', 'Responsive'),
      kw('GraphQL', 'REST APIs', 'REST'),
    ],
  },
  {
    name: 'backend',
    focus: 'reliable APIs, well-modelled data and services that scale',
    title:
      /back[\s-]?end|api|platform|server|software engineer|software developer|full[\s-]?stack/i,
    keywords: [
      kw('APIs', 'API', 'REST'),
      kw('SQL', 'PostgreSQL', 'MySQL'),
      kw('Node.js', 'Node'),
      kw('Python'),
      kw('Go', 'Golang'),
      kw('Microservices'),
      kw('AWS', 'GCP', 'Azure'),
      kw('Docker'),
      kw('Kubernetes'),
      kw('Testing', 'unit tests'),
      kw('CI/CD', 'continuous integration'),
      kw('Scalability', 'scalable'),
    ],
  },
  {
    name: 'devops',
    focus: 'reliable infrastructure, automation and calm incident response',
    title: /devops|sre|site reliability|infrastructure|cloud/i,
    keywords: [
      kw('AWS', 'GCP', 'Azure'),
      kw('Kubernetes'),
      kw('Terraform'),
      kw('CI/CD'),
      kw('Monitoring', 'observability'),
      kw('Incident response', 'on-call'),
      kw('Linux'),
      kw('Docker'),
      kw('Automation', 'automated'),
      kw('Security'),
    ],
  },
  {
    name: 'data',
    focus: 'trustworthy data, clear analysis and insights that change decisions',
    title: /data|analyst|analytics|machine learning|ml engineer|scientist/i,
    keywords: [
      kw('SQL'),
      kw('Python'),
      kw('Dashboards', 'dashboard'),
      kw('Statistics', 'statistical'),
      kw('Machine learning', 'ML'),
      kw('ETL', 'data pipelines', 'pipelines'),
      kw('Tableau', 'Looker', 'Power BI'),
      kw('Experimentation', 'A/B testing'),
      kw('Data modeling', 'data models'),
      kw('Stakeholders', 'stakeholder'),
    ],
  },
  {
    name: 'design',
    focus: 'research-led, accessible design and close work with engineers',
    title: /design|ux|ui\b|product designer/i,
    keywords: [
      kw('Figma'),
      kw('User research', 'research'),
      kw('Prototyping', 'prototypes'),
      kw('Design systems', 'design system'),
      kw('Usability testing', 'usability'),
      kw('Accessibility', 'WCAG'),
      kw('Wireframes', 'wireframing'),
      kw('Interaction design'),
      kw('Visual design'),
      kw('Collaboration', 'collaborated'),
    ],
  },
  {
    name: 'product',
    focus: 'a clear roadmap, sharp prioritisation and measurable outcomes',
    title: /product manager|product owner|product lead|head of product|\bpm\b/i,
    keywords: [
      kw('Roadmap', 'roadmaps'),
      kw('Stakeholders', 'stakeholder'),
      kw('User research', 'customer research'),
      kw('Metrics', 'KPIs', 'KPI'),
      kw('Experimentation', 'A/B testing'),
      kw('Prioritization', 'prioritized'),
      kw('Agile', 'Scrum'),
      kw('OKRs', 'OKR'),
      kw('Launch', 'launched'),
      kw('Strategy', 'strategic'),
    ],
  },
  {
    name: 'project',
    focus: 'predictable delivery, clear communication with stakeholders and managed risk',
    title: /project manager|program manager|delivery|scrum master/i,
    keywords: [
      kw('Agile', 'Scrum'),
      kw('Stakeholders', 'stakeholder'),
      kw('Budget', 'budgets'),
      kw('Timeline', 'timelines', 'deadlines'),
      kw('Risk management', 'risks'),
      kw('Jira', 'Asana'),
      kw('Delivery', 'delivered'),
      kw('Reporting', 'reports'),
      kw('Cross-functional', 'cross functional'),
    ],
  },
  {
    name: 'marketing',
    focus: 'campaigns that convert, measured with honest analytics',
    title: /marketing|growth|seo|brand|social media|content marketing/i,
    keywords: [
      kw('SEO'),
      kw('Content', 'content strategy'),
      kw('Campaigns', 'campaign'),
      kw('Analytics', 'Google Analytics'),
      kw('Email marketing', 'email'),
      kw('Social media'),
      kw('Conversion', 'conversion rate'),
      kw('Branding', 'brand'),
      kw('HubSpot', 'Marketo'),
      kw('Budget', 'ROI'),
    ],
  },
  {
    name: 'sales',
    focus: 'a healthy pipeline, strong relationships and revenue growth',
    title: /sales|account executive|business development|sdr|bdr|account manager/i,
    keywords: [
      kw('Pipeline'),
      kw('Quota'),
      kw('CRM'),
      kw('Salesforce', 'HubSpot'),
      kw('Negotiation', 'negotiated'),
      kw('Prospecting', 'outbound'),
      kw('Closing', 'closed'),
      kw('Revenue', 'ARR'),
      kw('Relationships', 'relationship building'),
    ],
  },
  {
    name: 'support',
    focus: 'happy customers, smooth onboarding and strong retention',
    title: /support|customer success|customer service|help ?desk|customer experience/i,
    keywords: [
      kw('Customer satisfaction', 'CSAT', 'NPS'),
      kw('Zendesk', 'Intercom', 'Freshdesk'),
      kw('Onboarding'),
      kw('Retention', 'churn'),
      kw('Troubleshooting', 'troubleshot'),
      kw('Empathy', 'empathetic'),
      kw('SLA', 'response time'),
      kw('Knowledge base', 'documentation'),
      kw('Escalations', 'escalation'),
    ],
  },
  {
    name: 'writing',
    focus: 'clear, well-researched writing delivered on deadline',
    title: /writer|editor|copywriter|content|journalist|technical writer/i,
    keywords: [
      kw('Editing', 'edited'),
      kw('SEO'),
      kw('Content strategy'),
      kw('Copywriting', 'copy'),
      kw('Research', 'researched'),
      kw('Style guide', 'style guides'),
      kw('CMS', 'WordPress'),
      kw('Deadlines', 'deadline'),
      kw('Documentation'),
    ],
  },
]

const GENERAL: Keyword[] = [
  kw('Leadership', 'led'),
  kw('Problem solving', 'solved'),
  kw('Project management', 'projects'),
  kw('Stakeholders', 'stakeholder'),
  kw('Metrics', 'KPIs'),
]

/** What every remote posting asks for, whatever the role. */
export const REMOTE_KEYWORDS: Keyword[] = [
  kw('Remote', 'distributed'),
  kw('Asynchronous communication', 'async', 'asynchronous'),
  kw('Written communication', 'documentation', 'written'),
  kw('Collaboration', 'collaborated', 'cross-functional'),
]

/** The family of a target role, or null for a role none of them covers. */
export const roleFamily = (targetRole: string) =>
  ROLE_FAMILIES.find((family) => family.title.test(targetRole)) ?? null

/** The keywords a target role is judged on: its family's, then the remote ones. */
export const keywordsForRole = (targetRole: string): Keyword[] => {
  const family = roleFamily(targetRole)
  const own = family?.keywords ?? GENERAL
  const labels = new Set(own.map((keyword) => keyword.label))
  return [...own, ...REMOTE_KEYWORDS.filter((keyword) => !labels.has(keyword.label))]
}
