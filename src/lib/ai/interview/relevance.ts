import { stem, stemmedText, stemPhrase, wordsOf } from './answerText'
import { TOOL_NAMES } from './answerSpecifics'
import { TOPICS, topicsOf } from './questionTopics'
import type { Topic } from './topicWords'

/**
 * How far an answer is about what the question asks. Two tests, both by stem: the answer uses
 * enough words of the question's topic (or the question's own content words), and it uses them
 * at least as much as it uses the words of any other topic. A complete, measured story about a
 * missed deadline brushes "day" and "checklist" when asked about a workspace, but it is about
 * deadlines.
 */
export type Relevance = {
  /** 0 (about something else) to 1 (plainly about the question). */
  fit: number
  verdict: 'on-topic' | 'partly' | 'off-topic'
  /** What the question is about, in the coach's words, for the feedback. */
  about: string
  /** The answer's words that tie it to the question, as stems. */
  matched: string[]
  /** The topic the answer talks about most instead, when that is not the question's. */
  instead: string | null
  /** The answer's own words (as written) that belong to that other topic: why it reads as about it. */
  insteadWords: string[]
}

/** Words every interview question uses, which say nothing about its subject. */
const GENERIC = new Set(
  (
    'tell me about a time describe how do you your what did happened happen change would handle get ' +
    'make work working worked team teams teammate teammates colleague colleagues remote remotely fully ' +
    'job done keep set stay rely why those had have give when nobody people who could help were rest ' +
    'way walk through thing things with from to the and or of in on for is are an that it after them ' +
    'own new something while several two under one can should was were is are between did what'
  ).split(' '),
)

const questionStems = (question: string) => {
  const words = wordsOf(question.replace(/\b(tell me about|describe) a time( when)?\b/gi, ''))
  return [...new Set(words.filter((word) => !GENERIC.has(word) && word.length > 2).map(stem))]
}

const TOOL_STEMS = new Set(TOOL_NAMES.map(stemPhrase))

// Stemmed once: the topics are fixed, and every answer is checked against all of them.
const TOPIC_STEMS = new Map(
  TOPICS.map((topic) => [topic, [...new Set(topic.words.map(stemPhrase).filter(Boolean))]]),
)
const stemsOf = (topic: Topic) => TOPIC_STEMS.get(topic) ?? []

export const relevanceOf = (answer: string, question: string): Relevance => {
  const text = stemmedText(answer)
  const has = (stemmed: string) => text.includes(` ${stemmed} `)
  const length = wordsOf(answer).length
  // A long story brushes against more words by chance, so it needs more of them.
  const need = length < 40 ? 2 : length < 160 ? 3 : 4
  const own = topicsOf(question)
  const ownStems = new Set(own.flatMap(stemsOf))
  const ranked = own
    .map((topic) => ({ topic, matched: stemsOf(topic).filter(has) }))
    .sort((a, b) => b.matched.length - a.matched.length)
  const asked = questionStems(question)
  const echoed = asked.filter(has)
  const hits = Math.max(ranked[0]?.matched.length ?? 0, echoed.length)
  // Words shared with the question's own topics do not count for another topic, nor do tool
  // names: nearly every remote story names Slack, which makes it specific, not about tools.
  const counts = (stemmed: string) =>
    !ownStems.has(stemmed) && !TOOL_STEMS.has(stemmed) && has(stemmed)
  const rival = own.length
    ? TOPICS.filter((topic) => !own.includes(topic))
        .map((topic) => ({ topic, hits: stemsOf(topic).filter(counts).length }))
        .sort((a, b) => b.hits - a.hits)[0]
    : undefined
  // A question outside the bank is judged on its own content words, if it has any.
  const wanted = own.length ? need : Math.min(need, Math.ceil(asked.length / 2))
  const absolute = wanted ? Math.min(1, hits / wanted) : 1
  const relative = rival && rival.hits > hits ? hits / rival.hits : 1
  const fit = Math.min(absolute, relative)
  // A few words cannot answer another question; they are just too thin to place.
  const verdict = fit >= 0.66 ? 'on-topic' : fit >= 0.5 || length < 15 ? 'partly' : 'off-topic'
  const instead = rival && relative < 1 ? rival.topic : null
  const insteadStems = new Set(instead ? stemsOf(instead).filter(counts) : [])
  return {
    fit,
    verdict,
    about: ranked[0]?.topic.label ?? 'what the question asks',
    matched: [...new Set([...(ranked[0]?.matched ?? []), ...echoed])],
    instead: instead?.label ?? null,
    insteadWords: [...new Set(wordsOf(answer).filter((word) => insteadStems.has(stem(word))))].slice(0, 4),
  }
}
