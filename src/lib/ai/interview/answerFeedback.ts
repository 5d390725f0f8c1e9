export type AnswerFeedback = {
  score: number
  strengths: string[]
  improvements: string[]
  summary: string
}

const STAR = {
  situation:
    /\b(when i|at my (previous|last|current)|in my (previous|last|current) (role|job)|we were|there was|our team|the company)\b/i,
  task: /\b(my (goal|task|job|role|responsibility) was|i was (asked|responsible|tasked)|i needed to|we needed to|the challenge was)\b/i,
  action:
    /\b(i (decided|built|created|wrote|led|set up|organi[sz]ed|proposed|implemented|started|reached out|scheduled|documented|automated|designed|spoke|talked|asked))\b/i,
  result:
    /\b(as a result|resulted in|which led to|led to|in the end|ended up|so that|reduced|increased|improved|saved|cut|grew|the outcome)\b/i,
}

const SPECIFICS =
  /\b(for example|for instance|specifically|such as|slack|notion|zoom|jira|github|asana|loom|trello|figma|google docs)\b/i
const NUMBERS = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twice|half|double)\b/i

/**
 * Rule-based feedback on one interview answer: its length, its situation-task-action-result
 * structure, concrete specifics, numbers, and whether it says what "I" did.
 */
export const answerFeedback = (answer: string): AnswerFeedback => {
  const words = answer.split(/\s+/).filter(Boolean).length
  const star = Object.entries(STAR)
    .filter(([, pattern]) => pattern.test(answer))
    .map(([part]) => part)
  const strengths: string[] = []
  const improvements: string[] = []

  if (words < 40)
    improvements.push(
      `At ${words} words the answer is too short: aim for 120 to 250 words, about one to two minutes spoken.`,
    )
  else if (words > 320)
    improvements.push(`At ${words} words it runs long: keep to two minutes and end on the result.`)
  else strengths.push(`Good length (${words} words).`)

  if (star.length >= 3) strengths.push(`Clear structure: it covers ${star.join(', ')}.`)
  else {
    const missing = Object.keys(STAR).filter((part) => !star.includes(part))
    improvements.push(
      `Use the STAR structure (situation, task, action, result): add the ${missing.join(' and ')}.`,
    )
  }
  if (SPECIFICS.test(answer))
    strengths.push('Concrete specifics (tools, examples) make it believable.')
  else
    improvements.push('Name a concrete example: the project, the tool you used, who was involved.')
  if (NUMBERS.test(answer)) strengths.push('Numbers show the size of the result.')
  else
    improvements.push(
      'Quantify the outcome: time saved, percentage improved, people or customers affected.',
    )
  const we = (answer.match(/\bwe\b/gi) ?? []).length
  const i = (answer.match(/\b(i|my)\b/gi) ?? []).length
  if (we > i)
    improvements.push(
      'Say more about what you did yourself: use "I" for your own actions, not only "we".',
    )

  // Two points per strength, one off per thing to improve: a short answer is never "strong".
  const score = Math.max(
    1,
    Math.min(10, 1 + strengths.length * 2 + (star.length >= 3 ? 1 : 0) - improvements.length),
  )
  const summary =
    score >= 8
      ? 'Strong answer'
      : score >= 5
        ? 'Solid answer with room to sharpen'
        : 'Needs more detail'
  return { score, strengths, improvements, summary: `${summary} (${score}/10).` }
}
