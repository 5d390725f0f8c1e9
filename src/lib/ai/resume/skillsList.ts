import { MAX_SKILLS, SKILL_MAX_LENGTH, SKILL_MIN_LENGTH } from '../limits'

/**
 * The spec's skills rule: split on commas, bullets, dashes and newlines; keep each of 2 to 49
 * characters; at most 15. A dash splits where it separates ("React - Vue", "- Git"), not inside
 * a word ("front-end"). The same skill twice is kept once.
 */
export const skillsList = (text: string) => {
  const seen = new Set<string>()
  return text
    .split(/,|\n|[•●▪*·]|(?:^|\s)[-–—](?=\s|$)/m)
    .map((skill) => skill.trim())
    .filter((skill) => skill.length >= SKILL_MIN_LENGTH && skill.length <= SKILL_MAX_LENGTH)
    .filter((skill) => !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase()))
    .slice(0, MAX_SKILLS)
}
