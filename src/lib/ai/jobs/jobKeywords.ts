import { type Keyword, keyword, ROLE_FAMILIES } from '../resume/roleKeywords'
import { SKILL_VOCABULARY } from './skillVocabulary'

let vocabulary: Keyword[] | null = null

/** Every skill the engine knows, each once: the role families' keywords, then the vocabulary. */
export const knownSkills = () => {
  if (vocabulary) return vocabulary
  const seen = new Set<string>()
  const all: Keyword[] = []
  // By their labels only: a family's alternatives ("led" for Leadership) are too loose to read a posting with.
  for (const item of [...ROLE_FAMILIES.flatMap((family) => family.keywords.map((each) => keyword(each.label))), ...SKILL_VOCABULARY.map(keyword)]) {
    const key = item.label.toLowerCase()
    if (!seen.has(key)) {
      seen.add(key)
      all.push(item)
    }
  }
  return (vocabulary = all)
}

/**
 * The skills a job's own text asks for, in the order the text names them: what a resume is then
 * matched against, instead of a role family's usual list. Only words the posting contains.
 */
export const jobKeywords = (jobText: string, limit = 15): Keyword[] => {
  const asked = requirementsOf(jobText)
  const found = knownSkills()
    .map((skill) => ({ skill, at: positionIn(skill, asked) }))
    .filter((each) => each.at >= 0)
  // "REST APIs" found, "APIs" goes without saying, unless the posting also names it on its own
  // ("React Native and React"); "SQL" is never inside "PostgreSQL" (whole words only).
  const labels = found.map((each) => each.skill.label.toLowerCase())
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const inside = (label: string, other: string) => other !== label && new RegExp(`(^|\\s)${escape(label)}(\\s|$)`).test(other)
  const onItsOwn = (skill: Keyword) => {
    const longer = labels.filter((label) => inside(skill.label.toLowerCase(), label))
    return !longer.length || skill.matches(longer.reduce((text, label) => text.replace(new RegExp(escape(label), 'gi'), ' '), asked))
  }
  return found
    .filter((each) => onItsOwn(each.skill))
    .sort((a, b) => a.at - b.at)
    .slice(0, limit)
    .map((each) => each.skill)
}

/**
 * What a posting asks of the candidate: its text without the sentences about what the company
 * offers ("a hardware budget", "fully remote work", "equity"), which are no skills to match.
 */
const OFFER = /\b(we offer|offers?|benefits?|perks?|budget|allowance|stipend|equity|stock options|vacation|paid time off|pto|parental leave|health insurance|salary|compensation|retreat|offsite|meetup)\b/i
export const requirementsOf = (jobText: string) =>
  jobText
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !OFFER.test(sentence))
    .join('\n')

const positionIn = (skill: Keyword, text: string) => {
  if (!skill.matches(text)) return -1
  const words = skill.label.toLowerCase().split(/\s+/)[0] ?? ''
  const at = text.toLowerCase().indexOf(words)
  return at >= 0 ? at : text.length
}
