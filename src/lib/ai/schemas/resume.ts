import { z } from '../../validation/zod'

import { MAX_FIELD_CHARACTERS, MAX_RESUME_CHARACTERS } from '../limits'
import { MISSING_RESUME } from '../messages'
import { jobIdField } from './jobIdField'
import { requiredText } from './requiredText'

/** optimize-resume's JSON body; the form sends the same (a file arrives as its extracted text). */
export const optimizeResumeInput = z.object({
  resumeText: requiredText(MISSING_RESUME.text, MAX_RESUME_CHARACTERS),
  targetRole: requiredText(MISSING_RESUME.text, MAX_FIELD_CHARACTERS),
  /** A job of the board to tailor to: its own text then decides the keywords. */
  jobId: jobIdField,
})
export type OptimizeResumeInput = z.input<typeof optimizeResumeInput>

const experienceEntry = z.object({
  title: z.string(),
  company: z.string(),
  period: z.string(),
  /** A paragraph about the job written beside its bullets (the bullets are the description). */
  summary: z.string().default(''),
  description: z.array(z.string()),
})

const educationEntry = z.object({ degree: z.string(), school: z.string(), period: z.string() })

/** A parsed resume. */
export const parsedResume = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  /** Profile and site links as printed ("github.com/jrivera"); a field of our own. */
  links: z.array(z.string()).default([]),
  summary: z.string(),
  experience: z.array(experienceEntry),
  education: z.array(educationEntry),
  skills: z.array(z.string()),
})
export type ParsedResume = z.infer<typeof parsedResume>

export const bulletSuggestion = z.object({
  original: z.string(),
  issue: z.string(),
  suggestion: z.string(),
})
export type BulletSuggestion = z.infer<typeof bulletSuggestion>

/**
 * What a premium member receives: the improved resume and the analysis behind it. `summary` is
 * the one suggested for the role; `originalSummary` the one the candidate wrote, as parsed (empty
 * when the resume has none), so the page can show both and nothing the person wrote is lost.
 */
export const optimizedResume = parsedResume.extend({
  originalSummary: z.string().default(''),
  targetRole: z.string(),
  /** The company whose posting the keywords came from; empty when they are the role's usual ones. */
  matchedAgainst: z.string().default(''),
  matchScore: z.number().int().min(0).max(100),
  matchedKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  bulletSuggestions: z.array(bulletSuggestion),
  tips: z.array(z.string()),
})
export type OptimizedResume = z.infer<typeof optimizedResume>

/** What a free visitor receives: enough to see the value, never the resume itself. */
export const resumePreview = z.object({
  name: z.string(),
  targetRole: z.string(),
  summary: z.string(),
  matchScore: z.number(),
  missingKeywordCount: z.number(),
  suggestionCount: z.number(),
})
export type ResumePreview = z.infer<typeof resumePreview>

export type EngineInfo = { engine: 'built-in' | 'model'; notice?: string }

export type OptimizeResumeResponse = EngineInfo &
  ({ fullResume: OptimizedResume; preview: ResumePreview } | { preview: ResumePreview })
