import type { CoverLetterTone } from '../options'
import type { LetterMaterial } from './letterMaterial'
import { creativeLetter } from './tones/creative'
import { enthusiasticLetter } from './tones/enthusiastic'
import { formalLetter } from './tones/formal'
import { professionalLetter } from './tones/professional'

/** A letter in one tone: its greeting, its paragraphs (empty ones are left out) and its sign-off. */
export type ToneLetter = { greeting: string; body: string[]; signOff: string }

/**
 * Each tone is its own letter, built from the same material: its own order, lead-ins and
 * connectives, so that no two tones read as the same letter with one sentence swapped.
 */
export const TONE_LETTERS: Record<CoverLetterTone, (m: LetterMaterial) => ToneLetter> = {
  professional: professionalLetter,
  enthusiastic: enthusiasticLetter,
  creative: creativeLetter,
  formal: formalLetter,
}
