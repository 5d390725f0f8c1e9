import { plainText, sentencesOf, wordsOf } from './answerText'

/**
 * Which parts of situation, task, action and result an answer holds, each with the sentence that
 * shows it, so feedback can quote the answer instead of guessing.
 */
export type StarPart = 'situation' | 'task' | 'action' | 'result'
export const STAR_PARTS: StarPart[] = ['situation', 'task', 'action', 'result']

/** Story questions want a past example; approach questions ("How do you…") a habit, maybe backed by one. */
export type QuestionKind = 'story' | 'approach' | 'hypothetical'

export const questionKind = (question: string): QuestionKind =>
  /\b(tell me about|describe|give (me )?an example|a time (you|when))\b/i.test(question) &&
  !/\bhow (would|do) you\b/i.test(question.split(/[.?]/)[0])
    ? 'story'
    : /\b(how would you|walk me through how you would|what would you)\b/i.test(question)
      ? 'hypothetical'
      : 'approach'

const SITUATION = [
  /\b(last|this|that|one|every|a few|two|three|four) (year|month|week|spring|summer|autumn|fall|winter|quarter|sprint|saturday|sunday|monday|tuesday|wednesday|thursday|friday|weekend|night|morning|evening)s?\b/,
  /\bin (19|20)\d\d\b|\b(19|20)\d\d\b.{0,20}\b(i|we)\b/,
  /\b(once|back then|at the time|years ago|months ago|weeks ago|a while ago|early on|in my first|in my second)\b/,
  /\bit was (a|an|the|late|early|during|my)\b/,
  /\bwhen (i|we) (joined|started|was|were|moved|had|first|worked|took|arrived|began|got)\b|\bwhen (our|my|the|a|an|his|her|their) /,
  /\b(at|in|on|for|with|joined) (my|our|the) (previous|last|current|old|first|former|second|new) (job|company|startup|agency|team|role|employer|client|project|squad|position|firm)\b/,
  /\b(at|in|for|with|joined) (a|an) ([a-z-]+ ){0,2}(company|startup|agency|firm|business|shop|school|hospital|bank|nonprofit|charity|consultancy)\b/,
  /\bthere (was|were|had been)\b/,
  /\b(we|they|he|she) (were|was)\b/,
  /\bi was (a|an|the|working|covering|on call|in charge|leading|the only|part of|one of|his|her|their)\b/,
  /\bi'?(ve| have) (been|worked|spent|led|run|managed)\b/,
  /\bused to\b/,
  /\b(our|my|a|an) ([a-z-]+ ){1,3}(was|were|had|kept|sat|joined|went|started|broke|failed|needed)\b/,
  /\b(two|three|one|some|several|half) of (our|my|the)\b/,
]

const TASK = [
  /\bmy (job|goal|task|role|part|responsibility|brief|mission|aim|plan|challenge) (was|is|as|there)\b|\bwas (my|mine|our) (job|responsibility|call|problem|task)\b/,
  /\bi was (asked|responsible|tasked|supposed|expected|hired|brought in|assigned|the only|his|her|their|in charge|covering|on call)\b/,
  /\b(i|we) (had|needed|wanted|was asked|were asked) to\b/,
  /\bi had (a|an|one|two|three|four|five|six|\d+) (days?|weeks?|hours?|months?)\b/,
  /\b(fell|was up|came down) to me\b|\b(it|this|the call|the decision) was (mine|my call|on me)\b/,
  /\bthe (goal|challenge|problem|task|aim|ask|brief|issue|priority|question|plan) was\b/,
  /\b(needed|wanted) (to|the|a|an|it|them|us)\b/,
  /\bi (committed|agreed|volunteered|promised|owned|took on|signed up|was given)\b/,
  /\b(due (on|by|in)|deadline|so that|in order to)\b/,
  // The challenge told as a problem is the task too: "people kept re-asking", "finance was being skipped".
  /\b(bottleneck|pain point|the (main |real |biggest )?(problem|issue|risk))\b|\bkept [a-z-]+ing\b/,
  /\b(never knew|didn't know|did not know|had no idea|nobody knew|no one knew|was being|were being|falling behind|exhausted|overwhelmed|stalled|stalling|slipping)\b/,
]

const RESULT = [
  /\b(as a result|result(ed)? in|led to|in the end|ended up|eventually|since then|from then on|afterwards|after that|by the (end|next|time)|that quarter|the (result|outcome|impact) was)\b/,
  /\b(a|an|one|two|three|four|five|six|\d+) (days?|weeks?|months?|years?) later\b|\b(turned out|went) (fine|well|great)\b|\b(arrived|landed|delivered|finished|shipped) ([a-z]+ ){0,2}(early|on time|ahead)\b/,
  /\bwithin (a|an|two|three|four|five|six|\d+|a couple of|a few) (days?|weeks?|months?|quarters?|hours?|minutes?)\b/,
  /\bfrom (about |roughly |around )?[$]?(\d[\d,.]*|[a-z]+teen|twenty|thirty|forty|fifty)\S* ([a-z]+ ){0,3}to (about |around )?[$]?(\d|[a-z]+teen|two|three|four|five|six|seven|eight|nine|ten)/,
  /\b(was|were|got) (fixed|resolved|solved|deployed|shipped|approved|restored|back up|live)\b/,
  /\b(dropped|fell (from|to|by)|rose|grew|increased|decreased|reduced|improved|doubled|halved|tripled|saved|recovered|stopped|calmed|went (away|out|down|up)|shipped|launched|renewed|stayed|referred|signed|upgraded|promoted|was approved|were approved|published|won|exceeded|succeeded|paid off|got (better|friendlier|faster|easier|smoother))\b/,
  /\b(it|which|that|this) (worked|helped|fixed it|solved)\b|\b(thanked me|sorted it out|copied it|adopted it|still use|now part of|has since|have since|haven'?t (lost|missed|had)|never (saw|had|missed|lost|been)|no (repeat|more|longer)|zero [a-z]+|nobody (was|had|received|complained))\b/,
  /\b(my|our|the|her|his) (manager|lead|boss|client|customer|team|ceo|cto|pm)\b[a-z ]{0,12}\b(told|said|noticed|called|thanked|praised|asked)\b|\bpeople said\b/,
]

/** What a habit achieves, for approach answers ("which helps me switch off"): a weaker result. */
const EFFECT = [
  /\b(which|that|this|it) (helps|keeps|means|lets|gives|saves|stops)\b|\bso (that )?(people|everyone|nobody|they|the team|others|i) (can|could|don't|never|always)\b/,
]

const wordSet = (list: string) => new Set(list.split(' '))

const ADVERBS = wordSet(
  'also then just finally first quickly immediately eventually actually really always usually often never still even only personally later soon honestly simply basically mostly badly carefully already sometimes',
)
const MODALS = new Set(['would', 'will', 'could', 'might', 'should', 'can', "i'll", "we'll"])
const NOT_ACTIONS = wordSet(
  "am was were have had has think thought believe like love feel felt know knew guess hope want wanted need needed mean meant try tried tend see prefer enjoy don't didn't do did can't couldn't wasn't won't wouldn't is are be been get got to and or not myself the a an in on at with my our as so",
)
const IRREGULAR_PAST = wordSet(
  'built wrote led set made took ran gave told found spoke sent put brought chose began kept met paid split cut read left lost won went came sat stood taught caught bought held drew drove grew rose hit let shut spent broke fought heard hung laid lent rode sold shot slept stuck threw understood woke said became rewrote oversaw withdrew undertook dealt',
)
const PARTICIPLES = wordSet(
  'written taken given done chosen spoken gone known seen begun broken driven grown shown drawn',
)

const isPast = (word: string) =>
  IRREGULAR_PAST.has(word) ||
  PARTICIPLES.has(word) ||
  (/^[a-z]{2,}ed$/.test(word) && !NOT_ACTIONS.has(word))

export type Actions = {
  past: string[]
  present: string[]
  hypothetical: string[]
  we: number
  i: number
}

/** The verbs that follow "I" (and "we"): what the candidate says they did, do, or would do. */
export const actionsOf = (answer: string): Actions => {
  const words = wordsOf(answer)
  const found: Actions = { past: [], present: [], hypothetical: [], we: 0, i: 0 }
  const after = (index: number) => {
    let next = index + 1
    while (ADVERBS.has(words[next] ?? '')) next++
    return next
  }
  words.forEach((word, index) => {
    const [subject, contraction = ''] = word.split("'")
    if ((subject !== 'i' && subject !== 'we') || contraction === 'm' || contraction === 're') return
    let next = after(index)
    let verb = words[next] ?? ''
    let mode: keyof Omit<Actions, 'we' | 'i'> = isPast(verb) ? 'past' : 'present'
    if (contraction === 'll' || MODALS.has(verb)) {
      if (!contraction) verb = words[(next = after(next))] ?? ''
      mode = 'hypothetical'
    } else if (
      contraction === 'd' ||
      contraction === 've' ||
      ['have', 'has', 'had'].includes(verb)
    ) {
      // "I'd finished" and "I have led" report the past; "I'd talk" is what they would do.
      if (!contraction) verb = words[(next = after(next))] ?? ''
      if (isPast(verb)) mode = 'past'
      else if (contraction === 'd') mode = 'hypothetical'
      else return
    }
    if (!/^[a-z]{2,}$/.test(verb) || NOT_ACTIONS.has(verb)) return
    if (subject === 'we') found.we++
    else {
      found.i++
      found[mode].push(verb)
    }
  })
  return found
}

export type StarEvidence = Record<StarPart, string | null>

const firstMatch = (sentences: string[], patterns: RegExp[]) =>
  sentences.find((sentence) =>
    patterns.some((pattern) => pattern.test(plainText(sentence).toLowerCase())),
  ) ?? null

/** Each part with the first sentence that shows it; the result is looked for from the end. */
export const starEvidence = (
  answer: string,
  actions: Actions,
  kind: QuestionKind,
): StarEvidence => {
  const sentences = sentencesOf(answer)
  const backwards = [...sentences].reverse()
  const acted = (sentence: string) => {
    const own = actionsOf(sentence)
    return (
      own.past.length > 0 || (kind !== 'story' && own.present.length + own.hypothetical.length > 0)
    )
  }
  const storyActions =
    actions.past.length > 0 ||
    (kind !== 'story' && actions.present.length + actions.hypothetical.length > 0)
  return {
    situation: firstMatch(sentences, SITUATION),
    task: firstMatch(sentences, TASK),
    action: storyActions ? (sentences.find(acted) ?? sentences[0]) : null,
    // The last result sentence with a figure in it says the most; else the last one of any kind.
    result:
      firstMatch(
        backwards.filter((sentence) => /\d/.test(sentence)),
        RESULT,
      ) ??
      firstMatch(backwards, RESULT) ??
      firstMatch(backwards, EFFECT),
  }
}
