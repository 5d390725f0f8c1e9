import { type AnswerAnalysis, analyseAnswer } from './analyseAnswer'
import { scoreOf } from './answerScore'
import { GENERAL_ROLE, withArticle } from './candidateRole'
import { roleFamilyOf } from './questionBank'
import { STAR_PARTS, type StarPart } from './starParts'

export type AnswerFeedback = {
  score: number
  strengths: string[]
  improvements: string[]
  summary: string
  /** What the lines are based on, for tests and the ranking benchmark. */
  analysis: AnswerAnalysis
}

const PART_HINTS: Record<StarPart, string> = {
  situation: 'the situation (where you were, what was at stake)',
  task: 'the task (what you had to do)',
  action: 'the action (the steps you took, with "I")',
  result: 'the result (what changed because of it)',
}

const BACKGROUND =
  /^(joined|worked|learned|learnt|realised|realized|underestimated|spent|started|noticed|moved|became)$/

/** A sentence of the answer, cut at a word so a quote stays short. */
const quote = (sentence: string, max = 90) => {
  const text = sentence.replace(/\s+/g, ' ').trim()
  if (text.length <= max) return `"${text.replace(/[.!?]$/, '')}"`
  return `"${text.slice(0, text.lastIndexOf(' ', max)).replace(/[,;:]$/, '')}…"`
}

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const strengthsOf = (analysis: AnswerAnalysis) => {
  const { parts, evidence, specifics, actions, relevance, words } = analysis
  const present = STAR_PARTS.filter((part) => parts[part])
  const named = [...specifics.tools, ...specifics.names]
  const lines: string[] = []
  if (relevance.verdict === 'on-topic')
    lines.push(`It answers the question: it is about ${relevance.about}.`)
  if (present.length >= 3) lines.push(`Clear structure: it covers ${present.join(', ')}.`)
  if (evidence.result) lines.push(`It states the result: ${quote(evidence.result)}.`)
  if (specifics.figures.length)
    lines.push(`Figures make it concrete (${specifics.figures.slice(0, 3).join(', ')}).`)
  if (named.length)
    lines.push(`Concrete specifics make it believable: ${listed(named.slice(0, 3))}.`)
  if (specifics.people.length)
    lines.push(`It says who was involved: ${listed(specifics.people.slice(0, 3))}.`)
  // Quote verbs of doing ("I booked") before verbs of being there ("I joined").
  const done = [...new Set(actions.past)].sort(
    (a, b) => Number(BACKGROUND.test(a)) - Number(BACKGROUND.test(b)),
  )
  if (done.length >= 2 && actions.i >= actions.we)
    lines.push(`It says what you did yourself ("I ${done[0]}", "I ${done[1]}").`)
  if (words >= 90 && words <= 320)
    lines.push(
      `Good length (${words} words, about ${words < 200 ? 'one' : 'two'} minute${words < 200 ? '' : 's'} spoken).`,
    )
  return lines
}

/**
 * Why an answer scored as one to another question, said exactly: what it reads as being about
 * (its own words), how little of the question's subject it names, and, for a story that is well
 * built otherwise, that relevance alone is what held it down.
 */
const offTopicReason = (analysis: AnswerAnalysis) => {
  const { relevance } = analysis
  const about = relevance.instead && relevance.insteadWords.length
    ? ` It reads as an answer about ${relevance.instead} (${relevance.insteadWords.map((word) => `"${word}"`).join(', ')}).`
    : ''
  const built = scoreOf({ ...analysis, relevance: { ...relevance, verdict: 'on-topic' } })
  const heldDown = built >= 6 ? ` The story itself is well built (it would score ${built}/10 on its own subject): only its subject holds the score down.` : ''
  return `Answer the question you were asked: it is about ${relevance.about}, and this answer is about something else.${about}${heldDown} Pick an example that fits it, or say how this one shows ${relevance.about}.`
}

const improvementsOf = (answer: string, analysis: AnswerAnalysis, role: string) => {
  const { parts, kind, specifics, actions, relevance, quality, words } = analysis
  const lines: string[] = []
  if (quality.wordSalad)
    lines.push(
      `Write it as sentences: a list of keywords (${quality.buzzwords.map((word) => `"${word}"`).join(', ')}) doesn't tell the interviewer what you did. Pick one real example and tell it from start to finish.`,
    )
  else if (relevance.verdict === 'off-topic') lines.push(offTopicReason(analysis))
  else if (relevance.verdict === 'partly')
    lines.push(
      `Tie it to the question, which is about ${relevance.about}: say more about that directly.`,
    )
  const onQuestion = !quality.wordSalad && relevance.verdict !== 'off-topic'

  const noStory = onQuestion && kind === 'story' && actions.past.length === 0
  if (noStory)
    lines.push(
      'The question asks for a time it happened: tell one real example in the past tense ("I wrote…", "I called…"), not what you would or usually do.',
    )
  // Approach questions ("How do you…") need no task of their own; an example gives them one.
  const wanted = STAR_PARTS.filter(
    (part) =>
      !parts[part] && (kind === 'story' || part !== 'task') && !(noStory && part === 'action'),
  )
  if (!quality.wordSalad && wanted.length)
    lines.push(`Use the STAR structure: add ${listed(wanted.map((part) => PART_HINTS[part]))}.`)
  if (!quality.wordSalad && specifics.figures.length === 0)
    lines.push(
      parts.result
        ? 'Quantify it: add a figure such as hours saved, a percentage, or how many people or customers it touched.'
        : 'Quantify the outcome: time saved, percentage improved, people or customers affected.',
    )
  if (
    !quality.wordSalad &&
    specifics.tools.length + specifics.names.length === 0 &&
    specifics.people.length < 2
  ) {
    const family = role === GENERAL_ROLE ? undefined : roleFamilyOf(role)
    const hint = family
      ? `for ${withArticle(role)} role, ${family.specifics}`
      : 'the project, the tool you used, who was involved'
    // An answer that already tells an example needs its details named, not another example.
    lines.push(
      parts.situation && parts.action
        ? `Add specifics: ${hint}.`
        : `Name a concrete example: ${hint}.`,
    )
  }
  const said = (word: RegExp) => (answer.match(word) ?? []).length
  if (actions.we > actions.i && said(/\bwe\b/gi) > said(/\bi\b/gi))
    lines.push('Make your own part clear: use "I" for your own actions, not only "we".')
  if (!quality.wordSalad && words < 50)
    lines.push(
      `At ${words} words the answer is too short: aim for 120 to 250 words, about one to two minutes spoken.`,
    )
  else if (words > 320)
    lines.push(`At ${words} words it runs long: keep to two minutes and cut the background.`)
  return lines
}

const summaryOf = (analysis: AnswerAnalysis, score: number) =>
  analysis.quality.wordSalad
    ? 'A list of keywords, not yet an answer'
    : analysis.relevance.verdict === 'off-topic'
      ? 'A different question answered'
      : score >= 8
        ? 'Strong answer'
        : score >= 5
          ? 'Solid answer with room to sharpen'
          : 'Needs more detail'

/**
 * Rule-based feedback on one interview answer to one question: which parts of situation, task,
 * action and result it holds, its specifics and figures, whether it answers this question, and
 * whether it is written in sentences. Pure and synchronous: no model, no network.
 */
export const answerFeedback = (
  answer: string,
  question: string,
  role = GENERAL_ROLE,
): AnswerFeedback => {
  const analysis = analyseAnswer(answer, question)
  const score = scoreOf(analysis)
  return {
    score,
    strengths: analysis.quality.wordSalad ? [] : strengthsOf(analysis),
    improvements: improvementsOf(answer, analysis, role),
    summary: `${summaryOf(analysis, score)} (${score}/10).`,
    analysis,
  }
}
