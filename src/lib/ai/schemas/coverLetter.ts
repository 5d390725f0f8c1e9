import { z } from '../../validation/zod'

import { MAX_FIELD_CHARACTERS, MAX_RESUME_CHARACTERS } from '../limits'
import { MISSING_COVER_LETTER } from '../messages'
import { COVER_LETTER_TONE_IDS } from '../options'
import { jobIdField } from './jobIdField'
import { optionalText, requiredText } from './requiredText'
import type { EngineInfo } from './resume'

export const coverLetterInput = z.object({
  jobTitle: requiredText(MISSING_COVER_LETTER.text, 200),
  companyName: requiredText(MISSING_COVER_LETTER.text, 200),
  tone: z.enum(COVER_LETTER_TONE_IDS).default('professional'),
  /** The name to sign with, as the candidate typed it; else the resume's or the notes'. */
  yourName: optionalText(100),
  additionalInfo: optionalText(MAX_FIELD_CHARACTERS),
  /** The candidate's resume: the letter then picks their achievements that fit the job. */
  resumeText: optionalText(MAX_RESUME_CHARACTERS),
  /** A job of the board: its description then says what the role asks for. */
  jobId: jobIdField,
})
export type CoverLetterInput = z.input<typeof coverLetterInput>
export type CoverLetterValues = z.output<typeof coverLetterInput>

/** A finished letter: no "[Your Name]"-style gaps left for the reader to fill. */
export const coverLetterText = z
  .string()
  .min(200)
  .refine((text) => !/[[\]{}]/.test(text), { error: 'The letter still has placeholders.' })

export type CoverLetterResponse = EngineInfo & { preview: string; fullLetter?: string }
