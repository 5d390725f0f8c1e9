import { jobKeywords } from '../jobs/jobKeywords'
import { type Keyword, keywordFoundAs, REMOTE_KEYWORDS } from '../resume/roleKeywords'
import type { ParsedResume } from '../schemas/resume'
import { article, type Clause, cleanText, firstPerson } from './firstPerson'
import { remoteExperience } from './remoteWork'

/** A job of the resume, as it names it. */
export type RoleHeld = { title: string; company: string; current: boolean }
/** One achievement in the candidate's voice, with the job it belongs to. */
export type Achievement = RoleHeld & { clause: Clause; latest: boolean }

export type ResumeEvidence = {
  latestRole: RoleHeld | null
  /** Who the summary says the candidate is: "I am a pastry chef with 8 years in French bakeries". */
  identity: Clause | null
  achievements: Achievement[]
  /** The skills the job (or role) asks for that the resume has, in the resume's spelling. */
  skills: string[]
  /** Remote work in the resume: a sentence the letter can add, or already said by the above. */
  remote: { clause: Clause | null; shown: boolean }
}

const MAX_ACHIEVEMENTS = 3
const MAX_SKILLS = 4
const MAX_WORDS = 45
const CURRENT = /present|current|now|today/i
// Duties rather than results: chosen only when nothing better matches.
const DUTY = /^(responsible for|helped|assisted|worked on|involved in|participated in|duties)/i
const PROFILE =
  /^(?:an?\s+)?((?:[\p{L}+#./-]+\s+){0,4}?[\p{L}+#./-]+)(\s+(?:with|who|specializing|specialising|focused|experienced|skilled|passionate|bringing|building|helping|looking|seeking)\b.*)$/u
// A profile names a role ("Support engineer looking…"), which a verb ("Support 300 customers…") does not.
const ROLE_NOUN =
  /(er|or|ist|ian|ant|ent|chef|cook|lead|head|manager|professional|expert|graduate|student|nurse|coach|specialist|analyst|architect|consultant)s?$/i
const REMOTE_LABELS = new Set(REMOTE_KEYWORDS.map((each) => each.label))

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length

const endYear = (period: string) =>
  CURRENT.test(period)
    ? Infinity
    : Math.max(0, ...(period.match(/(19|20)\d{2}/g) ?? []).map(Number))

/** The latest job: the one still held, else the one that ended last, else the first listed. */
const latestIndex = (resume: ParsedResume) =>
  resume.experience.reduce(
    (best, entry, index) =>
      endYear(entry.period) > endYear(resume.experience[best].period) ? index : best,
    0,
  )

const tidy = (text: string) => cleanText(text).replace(/[,;:]+$/, '')

const roleOf = (entry: ParsedResume['experience'][number]): RoleHeld => ({
  title: tidy(entry.title),
  company: tidy(entry.company),
  current: CURRENT.test(entry.period),
})

/** A word that is not a name can start lower case after "I am a": "Frontend engineer…", "Results-driven sales leader…". */
const lowerUnlessName = (phrase: string) => {
  const first = phrase.split(' ')[0] ?? ''
  const name = !/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(first) || jobKeywords(first, 1).length > 0
  return name ? phrase : `${first.toLowerCase()}${phrase.slice(first.length)}`
}

/** The summary's first sentence in the first person, when it says who the candidate is. */
const identityOf = (summary: string): Clause | null => {
  const first = cleanText(summary.split(/(?<=[.!?])\s+/)[0] ?? '')
  if (!first || wordsIn(first) > MAX_WORDS) return null
  const profile = first.match(PROFILE)
  if (!profile || !ROLE_NOUN.test(profile[1])) return firstPerson(first)
  const role = lowerUnlessName(profile[1])
  return `I am ${article(role)} ${role}${profile[2]}`
}

/** A keyword as the resume writes it, or null when only a loose form of it is there ("led"). */
export const spelled = (wanted: Keyword, text: string) => {
  const escaped = wanted.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const exact = text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu'))
  if (exact) return exact[0]
  const found = keywordFoundAs(wanted, text)
  return found && /^[\p{Lu}\d]|[+#/]/u.test(found) ? found : null
}

const bulletsOf = (resume: ParsedResume, latest: number) =>
  resume.experience.flatMap((entry, index) => {
    const lines = entry.description.length
      ? entry.description
      : entry.summary.split(/(?<=[.!?])\s+/).filter(Boolean)
    const tense = CURRENT.test(entry.period) ? 'present' : 'past'
    return lines.map((line, order) => ({
      line,
      clause: firstPerson(line, tense),
      role: roleOf(entry),
      latest: index === latest,
      rank: index * 100 + order,
    }))
  })

/**
 * What the resume lets the letter say: the latest job, who the summary says the candidate is, the
 * two or three achievements that best match what the job wants (those naming its skills first,
 * then those with figures), the wanted skills the resume has, and any remote work it shows.
 */
export const resumeEvidence = (resume: ParsedResume, wanted: Keyword[]): ResumeEvidence => {
  const latest = latestIndex(resume)
  const latestEntry = resume.experience[latest]
  const bullets = bulletsOf(resume, latest)
  const achievements = bullets
    .filter((each) => each.clause && wordsIn(each.clause) >= 4 && wordsIn(each.clause) <= MAX_WORDS)
    .map((each) => ({
      ...each,
      score:
        3 * wanted.filter((keyword) => keyword.matches(each.line)).length +
        (/\d/.test(each.line) ? 2 : 0) +
        (each.latest ? 1 : 0) -
        (DUTY.test(each.line) ? 1 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, MAX_ACHIEVEMENTS)
  const identity = identityOf(resume.summary)
  const text = [resume.skills.join(', '), resume.summary, ...bullets.map((each) => each.line)].join(
    '\n',
  )
  const skills = [
    ...new Set(
      wanted
        .filter((keyword) => !REMOTE_LABELS.has(keyword.label))
        .map((keyword) => spelled(keyword, text))
        .filter((found): found is string => Boolean(found)),
    ),
  ].slice(0, MAX_SKILLS)
  const chosen = new Set(achievements.map((each) => each.line))
  const remoteBullet = bullets.find(
    (each) => each.clause && !chosen.has(each.line) && remoteExperience(each.line),
  )
  const remoteSkill = resume.skills.find(remoteExperience)
  return {
    latestRole: latestEntry?.title ? roleOf(latestEntry) : null,
    identity,
    achievements: achievements.map(({ clause, role, latest }) => ({
      ...role,
      clause: clause ?? '',
      latest,
    })),
    skills,
    remote: {
      clause:
        remoteBullet?.clause ??
        // "Remote collaboration": remote, async and the like are common words, not names.
        (remoteSkill
          ? `${cleanText(remoteSkill).replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())} is part of my skill set`
          : null),
      shown: [identity ?? '', ...chosen].some(remoteExperience),
    },
  }
}
