/**
 * A topic of interview questions: what a question about it asks (matched on the question) and the
 * words an answer to it would use (matched on the answer by stem, so "zone" covers "zones").
 */
export type Topic = { label: string; asks: RegExp; words: string[] }

export const topic = (label: string, asks: RegExp, words: string): Topic => ({
  label,
  asks,
  words: words
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean),
})
