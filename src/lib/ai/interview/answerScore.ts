import type { AnswerAnalysis } from './analyseAnswer'
import { type QuestionKind, STAR_PARTS, type StarPart } from './starParts'

/**
 * Points for what the answer holds, out of 10: half for the situation-task-action-result arc, the
 * rest for figures, named specifics, a measured result, several steps taken, and length. A story
 * question needs the whole arc; an approach question ("How do you…") needs little task of its own.
 */
const PART_POINTS: Record<QuestionKind, Record<StarPart, number>> = {
  story: { situation: 1, task: 1, action: 1.5, result: 1.5 },
  approach: { situation: 1.25, task: 0.5, action: 1.75, result: 1.5 },
  hypothetical: { situation: 1, task: 0.5, action: 2, result: 1.5 },
}

const lengthPoints = (words: number) =>
  words < 25 ? 0 : words < 50 ? 0.5 : words < 90 ? 1 : words <= 320 ? 1.5 : 1

/** The most an answer to another question, or a keyword list, can score. */
export const OFF_TOPIC_CAP = 2
export const WORD_SALAD_CAP = 2
/** The least an attempt at the question in real sentences scores: more than one that misses it. */
const ATTEMPT_FLOOR = 3

export const scoreOf = (analysis: AnswerAnalysis) => {
  const { parts, kind, specifics, relevance, quality, actions } = analysis
  const named = specifics.tools.length + specifics.names.length + specifics.people.length
  const steps =
    kind === 'story'
      ? actions.past.length
      : actions.past.length + actions.present.length + actions.hypothetical.length
  const points =
    STAR_PARTS.reduce((sum, part) => sum + (parts[part] ? PART_POINTS[kind][part] : 0), 0) +
    Math.min(1.5, specifics.figures.length * 0.5) +
    (named >= 3 ? 1 : named >= 1 ? 0.5 : 0) +
    (analysis.measuredResult ? 0.5 : 0) +
    (steps >= 3 ? 0.5 : 0) +
    lengthPoints(analysis.words)
  // A 40-word answer is twenty seconds spoken: too little to be strong, however complete.
  const cap = analysis.words < 50 ? 6 : analysis.words < 90 ? 8 : 10
  const score = Math.round(Math.min(cap, points))
  if (quality.wordSalad) return Math.max(1, Math.min(score, WORD_SALAD_CAP))
  if (relevance.verdict === 'off-topic') return Math.max(1, Math.min(score, OFF_TOPIC_CAP))
  const floor = analysis.words >= 12 ? ATTEMPT_FLOOR : relevance.fit >= 0.5 ? OFF_TOPIC_CAP : 1
  return Math.max(floor, relevance.verdict === 'partly' ? Math.round(score * 0.75) : score)
}
