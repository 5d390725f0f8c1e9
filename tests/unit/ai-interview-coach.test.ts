import { describe, expect, it } from 'vitest'

import { answerFeedback } from '@/lib/ai/interview/answerFeedback'
import { chatWindow } from '@/lib/ai/interview/chatWindow'
import { COACH_GREETING, coachReply } from '@/lib/ai/interview/coachReply'
import { GENERAL_QUESTIONS, questionsForRole } from '@/lib/ai/interview/questionBank'
import { type ChatMessage, interviewInput } from '@/lib/ai/schemas/interview'

const STAR_ANSWER =
  'At my previous job our support team was spread over 5 time zones and handovers kept failing. My goal was to stop tickets falling through the cracks. I decided to write a handover template in Notion and I set up a daily async summary in Slack, for example listing open escalations with owners. I also documented the process and ran two short training calls. As a result, missed handovers dropped from 12 a month to 2 within six weeks, and our first response time improved by 30%.'

describe('interview question bank', () => {
  it("holds the interview-prep guide's four categories of four questions", () => {
    expect(GENERAL_QUESTIONS.map((group) => group.category)).toEqual([
      'Remote Work Experience',
      'Communication',
      'Self-Management',
      'Problem-Solving',
    ])
    expect(GENERAL_QUESTIONS.every((group) => group.questions.length === 4)).toBe(true)
  })

  it('weaves role-specific questions in for a known role', () => {
    const engineer = questionsForRole('Backend Engineer')
    expect(engineer).toHaveLength(19)
    expect(engineer.some((question) => question.includes('pull request'))).toBe(true)
    expect(questionsForRole('Astronaut')).toHaveLength(16)
  })
})

describe('answer feedback', () => {
  it('praises a structured, specific, measured answer', () => {
    const feedback = answerFeedback(STAR_ANSWER)
    expect(feedback.score).toBeGreaterThanOrEqual(8)
    expect(feedback.strengths.join(' ')).toMatch(/situation, task, action, result/)
    expect(feedback.improvements).toEqual([])
  })

  it('asks a short, vague answer for length, structure, specifics and numbers', () => {
    const feedback = answerFeedback('We just talked a lot and it was fine.')
    expect(feedback.score).toBeLessThan(5)
    const advice = feedback.improvements.join(' ')
    expect(advice).toMatch(/too short/)
    expect(advice).toMatch(/STAR structure/)
    expect(advice).toMatch(/concrete example/)
    expect(advice).toMatch(/Quantify/)
  })

  it('notices "we" where the interviewer wants "I"', () => {
    expect(
      answerFeedback('We fixed it. We shipped it. We celebrated.').improvements.join(' '),
    ).toMatch(/use "I"/)
  })
})

describe('built-in coach turns', () => {
  const start: ChatMessage[] = [
    { role: 'assistant', content: COACH_GREETING },
    { role: 'user', content: 'Customer Support Specialist' },
  ]

  it('takes the first message as the role and asks the first question', () => {
    const reply = coachReply(start)
    expect(reply.response).toMatch(/Customer Support Specialist role/)
    expect(reply.response).toContain(GENERAL_QUESTIONS[0].questions[0])
    expect(reply.feedback).toBeUndefined()
  })

  it('gives feedback on an answer, then asks a question not asked before', () => {
    const first = coachReply(start).response
    const second = coachReply([
      ...start,
      { role: 'assistant', content: first },
      { role: 'user', content: STAR_ANSWER },
    ])
    expect(second.feedback).toMatch(/Strong answer/)
    expect(second.response).toMatch(/^Feedback: /)
    expect(second.response).toContain(`Next question: ${GENERAL_QUESTIONS[0].questions[1]}`)
    const third = coachReply([
      ...start,
      { role: 'assistant', content: first },
      { role: 'user', content: STAR_ANSWER },
      { role: 'assistant', content: second.response },
      { role: 'user', content: 'Not sure.' },
    ])
    expect(third.response).toContain('Tell me about a difficult customer conversation')
  })
})

describe('chatWindow: what a long session sends', () => {
  it('sends a short session whole, and a long one as its opening plus the latest messages', () => {
    const session = Array.from({ length: 75 }, (_, index) => index)
    expect(chatWindow(session.slice(0, 60))).toEqual(session.slice(0, 60))
    const sent = chatWindow(session)
    expect(sent).toHaveLength(60)
    expect(sent.slice(0, 2)).toEqual([0, 1])
    expect(sent.slice(2)).toEqual(session.slice(17))
    expect(interviewInput.safeParse({ messages: chatWindow(Array.from({ length: 302 }, (_, i) => ({ role: i % 2 ? 'user' : 'assistant', content: `m${i}` }))) }).success).toBe(true)
  })
})
