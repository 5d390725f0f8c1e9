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
  const found = knownSkills()
    .map((skill) => ({ skill, at: positionIn(skill, jobText) }))
    .filter((each) => each.at >= 0)
  // "REST APIs" found, "APIs" goes without saying.
  const labels = found.map((each) => each.skill.label.toLowerCase())
  return found
    .filter((each) => !labels.some((label) => label !== each.skill.label.toLowerCase() && label.includes(each.skill.label.toLowerCase())))
    .sort((a, b) => a.at - b.at)
    .slice(0, limit)
    .map((each) => each.skill)
}

const positionIn = (skill: Keyword, text: string) => {
  if (!skill.matches(text)) return -1
  const words = skill.label.toLowerCase().split(/\s+/)[0] ?? ''
  const at = text.toLowerCase().indexOf(words)
  return at >= 0 ? at : text.length
}
