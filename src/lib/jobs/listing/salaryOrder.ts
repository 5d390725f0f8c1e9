/** The first number in a salary text, thousands marks removed and "k" read as thousands: "$80k - $100k" → 80000. */
export const firstNumber = (text: string): number | null => {
  const match = text.replace(/,/g, '').match(/(\d+(?:\.\d+)?)\s*([kK])?/)
  if (!match) return null
  return Number(match[1]) * (match[2] ? 1000 : 1)
}

/** Salary options are ordered by the first number in their text (texts without one last). */
export const sortSalaryOptions = (values: string[]): string[] =>
  [...values].sort((a, b) => {
    const x = firstNumber(a)
    const y = firstNumber(b)
    if (x === null && y === null) return a.localeCompare(b)
    if (x === null) return 1
    if (y === null) return -1
    return x - y || a.localeCompare(b)
  })
