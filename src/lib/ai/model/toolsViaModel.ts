import { generateText, type LanguageModel, Output } from 'ai'
import { z } from '../../validation/zod'

import { assertNothingInvented, type FactSources } from '../facts/inventedFacts'
import { COVER_LETTER_MAX_WORDS } from '../limits'
import { wordCount } from '../coverLetter/writeCoverLetter'
import { coverLetterText, type CoverLetterValues } from '../schemas/coverLetter'
import { linkedinAnalysis, type LinkedinAnalysis } from '../schemas/linkedin'
import { optimizedResume, type OptimizedResume } from '../schemas/resume'
import type { ChatMessage } from '../schemas/interview'
import {
  COACH_INSTRUCTIONS,
  COVER_LETTER_INSTRUCTIONS,
  LINKEDIN_INSTRUCTIONS,
  RESUME_INSTRUCTIONS,
} from './instructions'

/** What the model may change in a resume; the score and keywords stay the built-in engine's. */
export const modelResumeOutput = optimizedResume.pick({
  summary: true,
  experience: true,
  skills: true,
  bulletSuggestions: true,
  tips: true,
})

const ask = async <T>(
  model: LanguageModel,
  timeoutMs: number,
  instructions: string,
  data: unknown,
  schema: z.ZodType<T>,
) => {
  const { output } = await generateText({
    model,
    instructions,
    prompt: JSON.stringify(data),
    output: Output.object({ schema }),
    timeout: timeoutMs,
    maxRetries: 0,
  })
  return output
}

/**
 * The model's improved resume, kept only when every fact in it (summary, jobs, bullets, skills,
 * rewrites) comes from the resume text or the target role: else InventedFactsError, and the
 * built-in engine answers.
 */
export const optimizeResumeViaModel = async (
  model: LanguageModel,
  timeoutMs: number,
  analysed: OptimizedResume,
  sources: FactSources,
): Promise<OptimizedResume> => {
  const { matchScore, matchedKeywords, missingKeywords, targetRole, ...resume } = analysed
  const improved = await ask(
    model,
    timeoutMs,
    RESUME_INSTRUCTIONS,
    { targetRole, resume, matchedKeywords, missingKeywords },
    modelResumeOutput,
  )
  const stated = [
    improved.summary,
    ...improved.experience.flatMap((job) => [job.title, job.company, job.summary, ...job.description]),
    improved.skills.join(', '),
    ...improved.bulletSuggestions.map((advice) => advice.suggestion),
  ].join('\n')
  assertNothingInvented(stated, sources)
  return { ...analysed, ...improved, skills: improved.skills.slice(0, 15) }
}

const letterOutput = z.object({
  letter: coverLetterText.refine((text) => wordCount(text) < COVER_LETTER_MAX_WORDS, {
    error: 'Too long.',
  }),
})

/** The model's letter, kept only when every fact in it comes from the notes, the resume or the job. */
export const coverLetterViaModel = async (
  model: LanguageModel,
  timeoutMs: number,
  input: CoverLetterValues & { jobDescription?: string },
  sources: FactSources,
) => {
  const { letter } = await ask(model, timeoutMs, COVER_LETTER_INSTRUCTIONS, input, letterOutput)
  assertNothingInvented(letter, sources)
  return letter
}

export const linkedinViaModel = (
  model: LanguageModel,
  timeoutMs: number,
  headline: string,
  summary: string,
): Promise<LinkedinAnalysis> =>
  ask(model, timeoutMs, LINKEDIN_INSTRUCTIONS, { headline, about: summary }, linkedinAnalysis)

/** The coach's reply in one piece, for callers that ask for JSON instead of a stream. */
export const coachReplyViaModel = async (
  model: LanguageModel,
  timeoutMs: number,
  messages: ChatMessage[],
) => {
  const { text } = await generateText({
    model,
    instructions: COACH_INSTRUCTIONS,
    messages,
    timeout: timeoutMs,
    maxRetries: 0,
  })
  if (!text.trim()) throw new Error('The model sent an empty reply')
  return text
}
