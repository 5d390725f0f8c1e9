import { type SentenceQuality, sentenceQuality, wordsOf } from './answerText'
import { type Specifics, specificsOf } from './answerSpecifics'
import { type Relevance, relevanceOf } from './relevance'
import {
  type Actions,
  actionsOf,
  type QuestionKind,
  questionKind,
  type StarEvidence,
  type StarPart,
  starEvidence,
} from './starParts'

/** Everything the coach reads in one answer; the score and every feedback line come from it. */
export type AnswerAnalysis = {
  words: number
  kind: QuestionKind
  parts: Record<StarPart, boolean>
  /** The sentence that shows each part, or null when the part is missing. */
  evidence: StarEvidence
  actions: Actions
  specifics: Specifics
  /** The result sentence holds a figure ("fell from 41 hours to 7"). */
  measuredResult: boolean
  relevance: Relevance
  quality: SentenceQuality
}

export const analyseAnswer = (answer: string, question: string): AnswerAnalysis => {
  const kind = questionKind(question)
  const quality = sentenceQuality(answer)
  const actions = actionsOf(answer)
  // A list of buzzwords holds no story, whatever cue words it happens to contain.
  const evidence: StarEvidence = quality.wordSalad
    ? { situation: null, task: null, action: null, result: null }
    : starEvidence(answer, actions, kind)
  const parts = {
    situation: evidence.situation !== null,
    task: evidence.task !== null,
    action: evidence.action !== null,
    result: evidence.result !== null,
  }
  return {
    words: wordsOf(answer).length,
    kind,
    parts,
    evidence,
    actions,
    specifics: specificsOf(answer),
    measuredResult: evidence.result !== null && specificsOf(evidence.result).figures.length > 0,
    relevance: question.trim()
      ? relevanceOf(answer, question)
      : {
          fit: 1,
          verdict: 'on-topic',
          about: 'what the question asks',
          matched: [],
          instead: null,
          insteadWords: [],
        },
    quality,
  }
}
