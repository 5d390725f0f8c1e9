import { jobKeywords } from '../jobs/jobKeywords'
import type { OptimizedResume, ParsedResume, ResumePreview } from '../schemas/resume'
import { adviseBullet } from './bulletAdvice'
import { parseResumeText } from './parseResumeText'
import { type Keyword, keywordFoundAs, keywordsForRole } from './roleKeywords'
import { roleSummary } from './roleSummary'
import { rewriteBullet } from './rewriteBullet'

/** The job a resume is tailored to: one of the board's, with its own text. */
export type TargetJob = { title: string; company: string; description: string }

/** "Figma", "Salesforce": a word the resume capitalises inside a sentence, not only at its start. */
const namedMidSentence = (word: string, text: string) =>
  /^\p{Lu}/u.test(word) && new RegExp(`[\\p{Ll},;] ${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text)

/**
 * What the resume is matched against: the job's own requirements when a job is chosen (the role's
 * usual keywords only when its posting names none the engine knows), else the role's keywords.
 */
const keywordsFor = (targetRole: string, job?: TargetJob | null): { keywords: Keyword[]; posting: TargetJob | null } => {
  const own = job ? jobKeywords(`${job.title}\n${job.description}`) : []
  return own.length && job ? { keywords: own, posting: job } : { keywords: keywordsForRole(targetRole), posting: null }
}

/**
 * The built-in resume optimizer: the parsed resume, a match score against the job's (or the
 * role's) keywords, each bullet rewritten from its own words, advice beside the weak ones, and a
 * summary aimed at the role beside the candidate's own (`originalSummary`). Every statement comes
 * from the resume: nothing is added to it.
 */
export const optimizeResume = (resumeText: string, targetRole: string, job?: TargetJob | null): OptimizedResume => {
  const parsed = parseResumeText(resumeText)
  const { keywords, posting } = keywordsFor(targetRole, job)
  const matched = keywords.filter((each) => each.matches(resumeText))
  const matchedKeywords = matched.map((each) => each.label)
  const missingKeywords = keywords.map((each) => each.label).filter((label) => !matchedKeywords.includes(label))
  const bullets = parsed.experience.flatMap((entry) => entry.description)
  // "working with PostgreSQL and documentation", never "working with document" because the resume
  // sold "document software": a skill the summary names is a name or the keyword's own word.
  const ownWords = matched
    .map((each) => ({ label: each.label, found: keywordFoundAs(each, resumeText) ?? each.label }))
    // "Led" opening a bullet is the verb "led" (Leadership's word), capitalised by its place, no name.
    .filter(({ label, found }) => found.toLowerCase() === label.toLowerCase() || /\p{Lu}/u.test(found.slice(1)) || namedMidSentence(found, resumeText))
    // Remote work is a way of working, told apart from a wish in a sentence of its own, never "working with remote".
    .filter(({ label }) => label !== 'Remote')
    .map(({ found }) => found)
  return {
    ...parsed,
    summary: roleSummary(parsed, resumeText, targetRole, ownWords),
    originalSummary: parsed.summary,
    experience: parsed.experience.map((entry) => ({ ...entry, description: entry.description.map(rewriteBullet) })),
    targetRole: targetRole.trim(),
    matchedAgainst: posting?.company ?? '',
    matchScore: keywords.length ? Math.round((matched.length / keywords.length) * 100) : 0,
    matchedKeywords,
    missingKeywords,
    // A bullet a resume repeats under two jobs gets its advice once.
    bulletSuggestions: [...new Set(bullets)].map(adviseBullet).filter((advice) => advice !== null),
    tips: resumeTips(parsed, targetRole, missingKeywords, posting),
  }
}

const resumeTips = (parsed: ParsedResume, targetRole: string, missing: string[], job?: TargetJob | null) =>
  [
    missing.length
      ? `${job ? `The ${job.company} posting asks for` : 'The role usually asks for'} ${missing.slice(0, 5).join(', ')}: add the ones you can honestly claim, in those words. Applicant tracking systems match them word for word.`
      : '',
    `Use the title "${targetRole.trim()}" near the top if it describes what you do.`,
    !parsed.email || !parsed.phone ? 'Put your email address and phone number on the first lines.' : '',
    !parsed.location ? 'Add where you live (city and country or state) and the time zones you can work in.' : '',
    parsed.skills.length < 5 ? 'List at least five skills under a Skills heading.' : '',
  ].filter(Boolean)

/** What a free visitor sees: the score and the size of the work, never the resume itself. */
export const resumePreviewOf = (resume: OptimizedResume): ResumePreview => ({
  name: resume.name,
  targetRole: resume.targetRole,
  summary: resume.summary.split(/(?<=\.)\s/)[0] ?? '',
  matchScore: resume.matchScore,
  missingKeywordCount: resume.missingKeywords.length,
  suggestionCount: resume.bulletSuggestions.length,
})
