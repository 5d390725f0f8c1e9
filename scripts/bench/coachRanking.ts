/**
 * How well the built-in interview coach ranks graded answers: Spearman's correlation between the
 * grades of tests/fixtures/interview-answers.json and the coach's scores, and the best score any
 * keyword list managed (it should stay at 3/10 or below). No network, no model.
 */
import { readFile } from 'node:fs/promises'

import { type GradedAnswer, rankAnswers } from '../../src/lib/ai/interview/evaluation'

const FIXTURE = new URL('../../tests/fixtures/interview-answers.json', import.meta.url)

export async function coachRanking() {
  const set: GradedAnswer[] = JSON.parse(await readFile(FIXTURE, 'utf8'))
  const { spearman, byGrade, scored } = rankAnswers(set)
  const worst = scored
    .filter((item) => item.grade === 'word-salad')
    .sort((a, b) => b.feedback.score - a.feedback.score)[0]
  return {
    spearman,
    answers: scored.length,
    byGrade,
    worstWordSalad: worst ? { score: worst.feedback.score, answer: worst.answer } : null,
  }
}
