import { plainText, sentencesOf } from './answerText'

/**
 * The concrete details that make an answer believable: figures, named tools and places, and the
 * people or teams involved. Each is returned as written, so feedback can quote it.
 */
export const TOOL_NAMES = (
  'Slack, Notion, Zoom, Jira, GitHub, GitLab, Bitbucket, Asana, Trello, Loom, ' +
  'GitHub Actions, GitHub Action, Figma, Miro, Confluence, Linear, Basecamp, ClickUp, ' +
  'Monday.com, Airtable, Google Docs, Google Sheets, Google Calendar, Google Meet, ' +
  'Google Drive, Gmail, Microsoft Teams, Teams, Outlook, Excel, Calendly, Todoist, Toggl, ' +
  'Discord, Zendesk, Intercom, Freshdesk, Help Scout, Salesforce, HubSpot, Gong, Shopify, ' +
  'Datadog, Grafana, Sentry, PagerDuty, Terraform, Kubernetes, Docker, AWS, GCP, Azure, ' +
  'Postgres, PostgreSQL, MySQL, SQL, Python, TypeScript, JavaScript, React, Tableau, ' +
  'Looker, Mode, Mixpanel, Amplitude, dbt, Airflow, Merchant Center, Google Analytics, ' +
  'Mailchimp, WordPress, Webflow, Canva, Maze, UserTesting, Dovetail, Lookback, ' +
  'Stack Overflow, YouTube, Udemy, Coursera, Pomodoro, CI'
).split(', ')
// Longest names first, so "Google Docs" wins over "Docs".
const TOOL_PATTERN = new RegExp(
  `\\b(${[...TOOL_NAMES]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace('.', '\\.'))
    .join('|')})\\b`,
  'g',
)

const PEOPLE =
  /\b(my|our|the|a|an|their|his|her|each|both|two|three|four|\d+) ((new|senior|junior|lead|backend|frontend|product|engineering|support|sales|design|marketing|finance|billing|data|qa|ops|devops|content|account|customer success|other) )?(manager|managers|boss|pm|ceo|cto|cfo|founder|engineer|engineers|developer|developers|designer|designers|writer|writers|analyst|analysts|contractor|contractors|colleague|colleagues|teammate|teammates|client|clients|customer|customers|users?|stakeholders?|lead|agents?|vendor|illustrator|recruiter|director|vp|intern|finance|legal|participants?)\b|\b(design|engineering|product|support|sales|marketing|finance|data|qa|ops|content|leadership|backend|frontend|mobile|platform|billing) (team|teams|squad|squads)\b/gi

const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half|twice|double|triple|dozen|zero'
const UNITS =
  '(%|percent|am|pm|k|x|hours?|days?|weeks?|months?|years?|minutes?|mins?|seconds?|people|customers|clients|users|tickets|articles|products|rows|endpoints|countries|time zones|engineers|developers|agents|members|calls|meetings|prs|pull requests|lines|fields|screens|dashboards|entries|a (day|week|month|year))'
const FIGURE = new RegExp(
  `(\\$\\s?\\d(?:[\\d,.]*\\d)?\\s?(k|m|million)?|\\b\\d(?:[\\d,.:]*\\d)?(\\s?${UNITS}\\b|%)?|\\b(${NUMBER_WORDS})\\b(\\s${UNITS}\\b)?)`,
  'gi',
)

const BARE = /^(\d+|[a-z]+)$/i

/** Capitalised words inside a sentence (names of people, places, products), not its first word. */
const properNouns = (answer: string) =>
  sentencesOf(answer).flatMap((sentence) =>
    (sentence.match(/(?<=[a-z,)]\s)[A-Z][a-zA-Z]+(?:\s[A-Z][a-zA-Z]+)*(?![-\w])/g) ?? []).filter(
      (word) =>
        !/^(I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|English|Shopping|Pacific)s?$/.test(
          word,
        ),
    ),
  )

export type Specifics = { figures: string[]; tools: string[]; names: string[]; people: string[] }

const distinct = (items: string[]) => [
  ...new Map(items.map((item) => [item.toLowerCase(), item.trim()])).values(),
]

const overlaps = (a: string, b: string) =>
  a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase())

export const specificsOf = (answer: string): Specifics => {
  const text = plainText(answer)
  const tools = distinct(text.match(TOOL_PATTERN) ?? [])
  return {
    // Figures with a unit ("41 hours", "30%") say more than bare numbers, so they come first.
    figures: distinct(
      (text.match(FIGURE) ?? []).map((figure) => figure.replace(/^((19|20)\d\d) .+$/, '$1')),
    ).sort((a, b) => Number(BARE.test(a)) - Number(BARE.test(b))),
    tools,
    names: distinct(properNouns(text)).filter(
      // "GitHub Action" is already a tool; "Action" alone is not a second specific.
      (name) => !tools.some((tool) => overlaps(tool, name)),
    ),
    // "the customer" and "a customer" are one person; keep the first way it was said.
    people: [
      ...new Map(
        (text.match(PEOPLE) ?? [])
          .map((person) =>
            person.replace(/^(The|A|An|My|Our|Their|His|Her)\b/, (word) => word.toLowerCase()),
          )
          .map((person) => [person.split(' ').at(-1)!.toLowerCase().replace(/s$/, ''), person]),
      ).values(),
    ],
  }
}
