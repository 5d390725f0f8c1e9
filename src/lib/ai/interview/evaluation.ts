import { answerFeedback } from './answerFeedback'

/**
 * The coach's ranking measured against graded answers (tests/fixtures/interview-answers.json).
 * Grades are ordered by how much an interviewer learns from the answer: a strong one, an adequate
 * one, a weak but honest attempt at the question, and last, tied, an answer to another question
 * and a keyword list: neither tells the interviewer anything about the question asked.
 */
export const GRADES = ['strong', 'adequate', 'weak', 'off-topic', 'word-salad'] as const
export type Grade = (typeof GRADES)[number]
export const GRADE_ORDER: Record<Grade, number> = {
  strong: 4,
  adequate: 3,
  weak: 2,
  'off-topic': 1,
  'word-salad': 1,
}

export type GradedAnswer = { question: string; grade: Grade; answer: string }

/** Ranks 1..n, ties sharing the average of the ranks they span. */
const ranks = (values: number[]) => {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  const result = new Array<number>(values.length)
  for (let start = 0; start < order.length;) {
    let end = start
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end++
    for (let k = start; k <= end; k++) result[order[k].index] = (start + end) / 2 + 1
    start = end + 1
  }
  return result
}

/** Spearman's rank correlation: Pearson's correlation of the two rankings (handles ties). */
export const spearman = (xs: number[], ys: number[]) => {
  const [rx, ry] = [ranks(xs), ranks(ys)]
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  const [mx, my] = [mean(rx), mean(ry)]
  let [covariance, vx, vy] = [0, 0, 0]
  rx.forEach((x, index) => {
    covariance += (x - mx) * (ry[index] - my)
    vx += (x - mx) ** 2
    vy += (ry[index] - my) ** 2
  })
  return vx && vy ? covariance / Math.sqrt(vx * vy) : 0
}

export type GradeSummary = { count: number; min: number; max: number; mean: number }

export const rankAnswers = (set: GradedAnswer[]) => {
  const scored = set.map((item) => ({
    ...item,
    feedback: answerFeedback(item.answer, item.question),
  }))
  const summaryOf = (grade: Grade): GradeSummary => {
    const scores = scored.filter((item) => item.grade === grade).map((item) => item.feedback.score)
    return {
      count: scores.length,
      min: scores.length ? Math.min(...scores) : 0,
      max: scores.length ? Math.max(...scores) : 0,
      mean: scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : 0,
    }
  }
  const byGrade: Record<Grade, GradeSummary> = {
    strong: summaryOf('strong'),
    adequate: summaryOf('adequate'),
    weak: summaryOf('weak'),
    'off-topic': summaryOf('off-topic'),
    'word-salad': summaryOf('word-salad'),
  }
  return {
    spearman: spearman(
      scored.map((item) => GRADE_ORDER[item.grade]),
      scored.map((item) => item.feedback.score),
    ),
    byGrade,
    scored,
  }
}
