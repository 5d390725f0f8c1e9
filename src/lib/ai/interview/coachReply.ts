import type { ChatMessage } from '../schemas/interview'
import { answerFeedback, type AnswerFeedback } from './answerFeedback'
import { GENERAL_ROLE, roleFromMessage, withArticle } from './candidateRole'
export { COACH_GREETING } from './coachGreeting'
import { ALL_QUESTIONS, questionsForRole } from './questionBank'

const askedQuestion = (message: ChatMessage) =>
  [...ALL_QUESTIONS].find((question) => message.content.includes(question))

/** The role the candidate named in their first message; "general" when they named none. */
const roleOf = (messages: ChatMessage[]) =>
  roleFromMessage(messages.find((message) => message.role === 'user')?.content ?? '')

const feedbackText = (feedback: AnswerFeedback) =>
  [
    `Feedback: ${feedback.summary}`,
    ...feedback.strengths.map((line) => `✓ ${line}`),
    ...feedback.improvements.map((line) => `→ ${line}`),
  ].join('\n')

/**
 * The built-in coach's next turn: after the greeting it takes the first message as the role and
 * asks the first question; after that it gives feedback on each answer, judged against the
 * question it answers and the role, and asks the next question.
 */
export const coachReply = (messages: ChatMessage[]): { response: string; feedback?: string } => {
  const asked = new Set(
    messages
      .filter((m) => m.role === 'assistant')
      .map(askedQuestion)
      .filter(Boolean),
  )
  const lastAssistant = messages.findLast((message) => message.role === 'assistant')
  const answer = messages.at(-1)?.content ?? ''
  const role = roleOf(messages)
  const next = questionsForRole(role).find((question) => !asked.has(question))
  const nextLine = next
    ? `Next question: ${next}`
    : 'That was the last question in my bank. Press Start New Session to practise again.'

  const question = lastAssistant && askedQuestion(lastAssistant)
  if (!question) {
    const intro =
      role === GENERAL_ROLE
        ? "Let's practise for a remote role."
        : `Great, let's practise for ${withArticle(role)} role.`
    return {
      response: `${intro} Answer as you would in the interview; I'll give feedback after each answer.\n\nFirst question: ${next}`,
    }
  }
  const feedback = answerFeedback(answer, question, role)
  return { response: `${feedbackText(feedback)}\n\n${nextLine}`, feedback: feedback.summary }
}
