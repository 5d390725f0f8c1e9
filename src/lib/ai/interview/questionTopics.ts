import { GENERAL_TOPICS } from './generalTopics'
import { ROLE_TOPICS } from './roleTopics'
import type { Topic } from './topicWords'

/**
 * What each kind of interview question is about, as the words an answer to it would use. A
 * question can touch several topics; an answer that uses none of their words, or far more words
 * of another topic, answers something else.
 */
export const TOPICS: Topic[] = [...GENERAL_TOPICS, ...ROLE_TOPICS]

export const topicsOf = (question: string) => TOPICS.filter((topic) => topic.asks.test(question))
