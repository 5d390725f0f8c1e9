/**
 * The hours a week a job text states: "around 20 hours per week", "15 to 20 hrs a week", "about
 * 20h/week", "around 15 to 20 per week". Null when it states none, or a figure no week holds.
 */
export const weeklyHoursIn = (text: string | null | undefined): { min: number; max: number } | null => {
  const match = /(?<![\d.,$€£¥])\b(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*(?:hours?|hrs?|h)?\s*(?:per|a|an|\/|each)\s*week\b/i.exec(text ?? '')
  if (!match) return null
  const min = Number(match[1])
  const max = Number(match[2] ?? match[1])
  if (min < 1 || max > 60 || max < min) return null
  return { min, max }
}
