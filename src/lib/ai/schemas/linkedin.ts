import { z } from '../../validation/zod'

import { LINKEDIN_ABOUT_MAX, LINKEDIN_HEADLINE_MAX } from '../limits'
import { MISSING_LINKEDIN } from '../messages'
import { requiredText } from './requiredText'
import type { EngineInfo } from './resume'

// Generous bounds: the analysis itself tells the member when they are over LinkedIn's own limits.
export const linkedinInput = z.object({
  headline: requiredText(MISSING_LINKEDIN.text, LINKEDIN_HEADLINE_MAX * 4),
  summary: requiredText(MISSING_LINKEDIN.text, LINKEDIN_ABOUT_MAX * 4),
})
export type LinkedinInput = z.input<typeof linkedinInput>

export const linkedinAnalysis = z.object({
  analysis: z.string().min(1),
  suggestions: z.array(z.string().min(1)).min(1),
})
export type LinkedinAnalysis = z.infer<typeof linkedinAnalysis>

export type LinkedinResponse = EngineInfo & LinkedinAnalysis
