import type { OptimizedResume, ResumePreview } from '../schemas/resume'
import { adviseBullet, strengthenBullet } from './bulletAdvice'
import { parseResumeText } from './parseResumeText'
import { keywordsForRole } from './roleKeywords'
import { roleSummary } from './roleSummary'

/**
 * The built-in resume optimizer: the spec's parsed sections, a match score against the target
 * role's keywords (matched and missing), weak or unmeasured bullets flagged with a rewrite, bullets
 * reopened with action verbs, and a summary aimed at the role. No network, no model.
 */
export const optimizeResume = (resumeText: string, targetRole: string): OptimizedResume => {
  const parsed = parseResumeText(resumeText)
  const keywords = keywordsForRole(targetRole)
  const matchedKeywords = keywords
    .filter((keyword) => keyword.matches(resumeText))
    .map((k) => k.label)
  const missingKeywords = keywords
    .map((k) => k.label)
    .filter((label) => !matchedKeywords.includes(label))
  const bullets = parsed.experience.flatMap((entry) => entry.description)
  const bulletSuggestions = bullets.map(adviseBullet).filter((advice) => advice !== null)
  const matchScore = keywords.length
    ? Math.round((matchedKeywords.length / keywords.length) * 100)
    : 0
  const experience = parsed.experience.map((entry) => ({
    ...entry,
    description: entry.description.map(strengthenBullet),
  }))
  return {
    ...parsed,
    summary: roleSummary(parsed, targetRole, matchedKeywords, bullets),
    experience,
    targetRole: targetRole.trim(),
    matchScore,
    matchedKeywords,
    missingKeywords,
    bulletSuggestions,
    tips: resumeTips(parsed, targetRole, missingKeywords),
  }
}

const resumeTips = (
  parsed: ReturnType<typeof parseResumeText>,
  targetRole: string,
  missing: string[],
) =>
  [
    missing.length
      ? `Add the keywords you can honestly claim: ${missing.slice(0, 5).join(', ')}. Applicant tracking systems match them word for word.`
      : '',
    `Use the exact title "${targetRole.trim()}" near the top of your resume.`,
    !parsed.email || !parsed.phone
      ? 'Put your email address and phone number on the first lines.'
      : '',
    !parsed.location ? 'Add your location as "City, ST" and the time zones you can work in.' : '',
    parsed.skills.length < 5 ? 'List at least five skills under a Skills heading.' : '',
    'Mention remote tools you use daily (Slack, Notion, Zoom, GitHub) and how you work asynchronously.',
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
