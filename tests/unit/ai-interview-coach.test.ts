import { describe, expect, it } from 'vitest'

import { answerFeedback } from '@/lib/ai/interview/answerFeedback'
import { roleFromMessage } from '@/lib/ai/interview/candidateRole'
import { chatWindow } from '@/lib/ai/interview/chatWindow'
import { COACH_GREETING, coachReply } from '@/lib/ai/interview/coachReply'
import { GENERAL_QUESTIONS, questionsForRole } from '@/lib/ai/interview/questionBank'
import { type ChatMessage, interviewInput } from '@/lib/ai/schemas/interview'

const STAR_ANSWER =
  'At my previous job our support team was spread over 5 time zones and handovers kept failing. My goal was to stop tickets falling through the cracks. I decided to write a handover template in Notion and I set up a daily async summary in Slack, for example listing open escalations with owners. I also documented the process and ran two short training calls. As a result, missed handovers dropped from 12 a month to 2 within six weeks, and our first response time improved by 30%.'

const [REMOTE_EXPERIENCE, , , , , MISUNDERSTOOD, TIME_ZONES] = GENERAL_QUESTIONS.flatMap(
  (group) => group.questions,
)

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

  it.each([
    ['Senior Backend Engineer', 'pull request'],
    ['full-stack dev', 'pull request'],
    ['customer support', 'difficult customer conversation'],
    ['Customer Success Manager', 'difficult customer conversation'],
    ['Account Executive', 'difficult customer conversation'],
    ['UX designer', 'user research'],
    ['Product Designer', 'user research'],
    ['product manager', 'roadmap'],
    ['Data Engineer', 'analysis that changed a decision'],
    ['Content writer', 'campaign or piece of content'],
    ['Social media manager', 'campaign or piece of content'],
  ])('asks a %s the questions of their role', (role, topic) => {
    expect(questionsForRole(role).some((question) => question.includes(topic))).toBe(true)
  })

  it('finds the role in the ways people name it', () => {
    expect(roleFromMessage('UX designer')).toBe('UX designer')
    expect(roleFromMessage("I'm preparing for a Senior Backend Engineer role")).toBe(
      'Senior Backend Engineer',
    )
    expect(roleFromMessage("Hi! I'm interviewing for a Product Designer position next week.")).toBe(
      'Product Designer',
    )
    expect(roleFromMessage('Help me prepare for a customer support interview')).toBe(
      'customer support',
    )
    expect(roleFromMessage('I have an interview tomorrow for a marketing role at Spotify')).toBe(
      'marketing',
    )
    expect(roleFromMessage('Customer Success Manager at Acme')).toBe('Customer Success Manager')
    expect(roleFromMessage('Hello')).toBe('general')
    expect(roleFromMessage('x'.repeat(200))).toBe('general')
  })
})

describe('answer feedback', () => {
  it('praises a structured, specific, measured answer', () => {
    const feedback = answerFeedback(STAR_ANSWER, TIME_ZONES)
    expect(feedback.score).toBeGreaterThanOrEqual(8)
    expect(feedback.strengths.join(' ')).toMatch(/situation, task, action, result/)
    expect(feedback.improvements).toEqual([])
  })

  it('asks a short, vague answer for length, structure, specifics and numbers', () => {
    const feedback = answerFeedback('We just talked a lot and it was fine.', MISUNDERSTOOD)
    expect(feedback.score).toBeLessThan(5)
    const advice = feedback.improvements.join(' ')
    expect(advice).toMatch(/too short/)
    expect(advice).toMatch(/STAR structure/)
    expect(advice).toMatch(/concrete example/)
    expect(advice).toMatch(/Quantify/)
  })

  it('notices "we" where the interviewer wants "I"', () => {
    expect(
      answerFeedback(
        'We fixed it. We shipped it. We celebrated.',
        REMOTE_EXPERIENCE,
      ).improvements.join(' '),
    ).toMatch(/use "I"/)
  })
})

describe('answer feedback judges content, not cue words', () => {
  const LEARNED_SQL =
    "Last March our only data person left two weeks before the board meeting, and the revenue report was my job from then on. I'd never written SQL. I spent four evenings on Mode's SQL tutorial, rebuilt the report query by query against last quarter's numbers until they matched, and asked our CFO to check the final version. The board got the report on time, and I've run it every month since — it now takes me about 30 minutes instead of the two days it used to take by hand."
  const LEARN = GENERAL_QUESTIONS[2].questions[3]

  it('scores a complete answer told in its own words highly and asks for no part it has', () => {
    const feedback = answerFeedback(LEARNED_SQL, LEARN)
    expect(feedback.score).toBeGreaterThanOrEqual(8)
    expect(feedback.strengths.join(' ')).toMatch(/It states the result/)
    expect(feedback.improvements.join(' ')).not.toMatch(/situation|task|action|result/i)
  })

  it('keeps keyword soup at 3/10 or below, even when it names the topic and tools', () => {
    const feedback = answerFeedback(
      'Time zones, async, overlap, Slack, Notion, Loom, handover, flexibility, communication, time zones, time zones.',
      TIME_ZONES,
    )
    expect(feedback.score).toBeLessThanOrEqual(3)
    expect(feedback.strengths).toEqual([])
    expect(feedback.improvements[0]).toMatch(/^Write it as sentences/)
  })

  it('marks down a good answer to another question and says what the question is about', () => {
    const feedback = answerFeedback(STAR_ANSWER, GENERAL_QUESTIONS[2].questions[2])
    expect(feedback.score).toBeLessThanOrEqual(4)
    expect(feedback.improvements[0]).toMatch(/Answer the question you were asked: .*burnout/)
    expect(feedback.strengths.join(' ')).not.toMatch(/answers the question/)
  })

  it('names what a concrete answer holds for the role the candidate is practising for', () => {
    const feedback = answerFeedback(
      'I try to keep everyone updated and answer questions as quickly as I can.',
      TIME_ZONES,
      'customer support',
    )
    expect(feedback.improvements.join(' ')).toMatch(
      /for a customer support role, the tool \(Zendesk, Intercom, the CRM\) or the customer/,
    )
  })

  it('answers well within the time budget', () => {
    const started = performance.now()
    for (let i = 0; i < 50; i++) answerFeedback(LEARNED_SQL.repeat(8), LEARN, 'Data Analyst')
    expect((performance.now() - started) / 50).toBeLessThan(100)
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

describe('built-in coach: the role as the candidate phrased it', () => {
  it('asks the role questions and judges each answer against the question asked', () => {
    const opening: ChatMessage[] = [
      { role: 'assistant', content: COACH_GREETING },
      { role: 'user', content: "Hi! I'm interviewing for a UX designer position next week." },
    ]
    const first = coachReply(opening).response
    expect(first).toMatch(/let's practise for a UX designer role\./)
    const afterOffTopic = coachReply([
      ...opening,
      { role: 'assistant', content: first },
      {
        role: 'user',
        content:
          'Slack, Figma and Loom. Slack for quick questions, Figma for comments on designs, Loom for walkthroughs when people are offline.',
      },
    ])
    expect(afterOffTopic.response).toMatch(
      /Answer the question you were asked: it is about your experience of remote work/,
    )
    const second = afterOffTopic.response.match(/Next question: (.+)/)![1]
    const third = coachReply([
      ...opening,
      { role: 'assistant', content: first },
      { role: 'user', content: 'Not sure.' },
      { role: 'assistant', content: afterOffTopic.response },
      { role: 'user', content: 'Not sure.' },
    ]).response
    expect(second).toBe(GENERAL_QUESTIONS[0].questions[1])
    expect(third).toContain('Next question: How do you run user research or usability tests')
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
