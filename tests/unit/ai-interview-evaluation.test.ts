import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { GRADES, type GradedAnswer, rankAnswers, spearman } from '@/lib/ai/interview/evaluation'
import { GENERAL_QUESTIONS } from '@/lib/ai/interview/questionBank'
import { STAR_PARTS, type StarPart } from '@/lib/ai/interview/starParts'

const set: GradedAnswer[] = JSON.parse(
  readFileSync('tests/fixtures/interview-answers.json', 'utf8'),
)
const { spearman: rho, byGrade, scored } = rankAnswers(set)

/** How an improvement line would ask for each part, in any of the coach's phrasings. */
const ASKS_FOR: Record<StarPart, RegExp> = {
  situation: /situation|context|set the scene|where you were/i,
  task: /\btask\b|what you had to do|responsible for/i,
  action: /\baction\b|steps you took|what you did\b/i,
  result: /\bresult|outcome|what changed/i,
}

const inAnswer = (answer: string, piece: string) =>
  answer
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .includes(piece.toLowerCase())

/** "a, b and c" back into its items. */
const items = (list: string) => list.split(/, | and /).map((item) => item.trim())

describe('the evaluation set', () => {
  it('holds at least 48 graded answers to at least 8 of the general questions, every grade each', () => {
    const general = GENERAL_QUESTIONS.flatMap((group) => group.questions)
    expect(set.length).toBeGreaterThanOrEqual(48)
    const questions = new Set(set.map((item) => item.question))
    expect(questions.size).toBeGreaterThanOrEqual(8)
    for (const question of questions) {
      expect(general).toContain(question)
      const grades = set.filter((item) => item.question === question).map((item) => item.grade)
      expect(new Set(grades)).toEqual(new Set(GRADES))
    }
    expect(set.every((item) => item.answer.trim().length > 0)).toBe(true)
  })
})

describe('the coach ranks the evaluation set as a grader would', () => {
  it('correlates with the grades (Spearman at least 0.8)', () => {
    expect(rho).toBeGreaterThanOrEqual(0.8)
  })

  it('keeps keyword lists at 3/10 or below and answers to other questions at 4/10 or below', () => {
    expect(byGrade['word-salad'].max).toBeLessThanOrEqual(3)
    expect(byGrade['off-topic'].max).toBeLessThanOrEqual(4)
  })

  it('scores every strong answer at least 7/10, and each grade above the one below on average', () => {
    expect(byGrade.strong.min).toBeGreaterThanOrEqual(7)
    expect(byGrade.strong.mean).toBeGreaterThan(byGrade.adequate.mean)
    expect(byGrade.adequate.mean).toBeGreaterThan(byGrade.weak.mean)
    expect(byGrade.weak.mean).toBeGreaterThan(byGrade['off-topic'].mean)
    expect(byGrade.weak.mean).toBeGreaterThan(byGrade['word-salad'].mean)
  })
})

describe('every feedback line is true of its answer', () => {
  it('never asks for a part of situation, task, action or result the answer already has', () => {
    for (const { feedback, answer, grade } of scored) {
      const present = STAR_PARTS.filter((part) => feedback.analysis.parts[part])
      // A strong answer was written with all four parts, whatever the coach detects.
      const has = grade === 'strong' ? STAR_PARTS : present
      for (const line of feedback.improvements)
        for (const part of has)
          expect(ASKS_FOR[part].test(line), `${part} asked of: ${answer}\n→ ${line}`).toBe(false)
    }
  })

  it('quotes only what the answer says', () => {
    for (const { feedback, answer } of scored)
      for (const line of feedback.strengths) {
        const quoted = line.match(/"([^"]+?)…?"/)
        if (line.startsWith('It states the result'))
          expect(inAnswer(answer, quoted![1].replace(/…$/, '')), line).toBe(true)
        const list = line.match(
          /^(?:Figures make it concrete \((.+)\)|Concrete specifics make it believable: (.+)|It says who was involved: (.+))\.$/,
        )
        if (list)
          for (const item of items(list[1] ?? list[2] ?? list[3]))
            expect(inAnswer(answer, item), line).toBe(true)
        for (const [, verb] of line.matchAll(/"I (\w+)"/g))
          expect(new RegExp(`\\bI\\b[^.]{0,25}\\b${verb}\\b`, 'i').test(answer), line).toBe(true)
        const length = line.match(/^Good length \((\d+) words/)
        if (length) expect(Number(length[1])).toBe(feedback.analysis.words)
      }
  })

  it('tells only on-topic answers that they answer the question, and tells every off-topic one', () => {
    for (const { feedback, grade } of scored) {
      const praised = feedback.strengths.some((line) => line.startsWith('It answers the question'))
      const warned = feedback.improvements.some((line) =>
        line.startsWith('Answer the question you were asked'),
      )
      if (grade === 'off-topic' || grade === 'word-salad') expect(praised).toBe(false)
      if (grade === 'off-topic') expect(warned).toBe(true)
      if (grade === 'strong' || grade === 'adequate') expect(warned).toBe(false)
    }
  })

  it('judges relevance by what a remote-work answer is about, in its own words (async, across countries, time zones)', () => {
    const paraphrased = scored.filter(({ question, grade, answer }) => question.startsWith('Tell me about your experience working remotely') && grade === 'strong' && !/\bremote(ly)?\b/i.test(answer))
    expect(paraphrased.length).toBeGreaterThanOrEqual(2)
    for (const { feedback } of paraphrased) {
      expect(feedback.analysis.relevance.verdict).toBe('on-topic')
      expect(feedback.score).toBeGreaterThanOrEqual(7)
    }
  })

  it('says exactly why an answer to another question scored low, the more so when the story is well built', () => {
    for (const { feedback, grade, answer } of scored.filter((each) => each.grade === 'off-topic')) {
      const line = feedback.improvements.find((each) => each.startsWith('Answer the question you were asked'))!
      // The words it quotes as the other subject are the answer's own.
      for (const word of [...line.matchAll(/"([^"]+)"/g)].map((match) => match[1])) expect(inAnswer(answer, word), `${grade}: ${line}`).toBe(true)
      const held = line.match(/would score (\d+)\/10/)
      if (held) expect(Number(held[1])).toBeGreaterThan(feedback.score)
    }
    expect(scored.some(({ grade, feedback }) => grade === 'off-topic' && /only its subject holds the score down/.test(feedback.improvements.join(' ')))).toBe(true)
  })

  it('calls every keyword list a list, and no real answer one', () => {
    for (const { feedback, grade } of scored) {
      const listed = feedback.improvements.some((line) => line.startsWith('Write it as sentences'))
      expect(listed).toBe(grade === 'word-salad')
      if (grade === 'word-salad') expect(feedback.strengths).toEqual([])
    }
  })

  it('asks for figures only when there are none, and for "I" only when "we" outnumbers it', () => {
    for (const { feedback, answer } of scored) {
      const advice = feedback.improvements.join('\n')
      if (/Quantify/.test(advice))
        expect(answer).not.toMatch(/\d|\b(two|three|four|five|six|ten|twenty|half|twice)\b/i)
      if (/use "I"/.test(advice))
        expect((answer.match(/\bwe\b/gi) ?? []).length).toBeGreaterThan(
          (answer.match(/\bI\b/g) ?? []).length,
        )
      const short = advice.match(/At (\d+) words the answer is too short/)
      if (short) expect(Number(short[1])).toBeLessThan(50)
    }
  })
})

describe('spearman', () => {
  it('is 1 for the same order, -1 for the reverse, and handles ties', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1)
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1)
    expect(spearman([1, 1, 2, 2], [5, 5, 9, 9])).toBeCloseTo(1)
    expect(spearman([1, 1, 1], [1, 2, 3])).toBe(0)
  })
})
