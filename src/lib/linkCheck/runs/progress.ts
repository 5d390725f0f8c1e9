/**
 * The stages of a check (10 started, 30 links gathered, 90 checked, 100 done), with the
 * checking itself filling 30 → 90 as links get their verdicts: real progress, on fixed marks.
 */
export const PROGRESS = { started: 10, gathered: 30, checked: 90, done: 100, failed: 0 } as const

export const checkingProgress = (done: number, total: number) =>
  total
    ? PROGRESS.gathered + Math.floor(((PROGRESS.checked - PROGRESS.gathered) * done) / total)
    : PROGRESS.checked

/** Saves progress at most every `everyMs`, always in order, never two writes at once. */
export const throttledProgress = (
  save: (progress: number) => Promise<unknown>,
  everyMs = 500,
  now = () => Date.now(),
) => {
  let last = -1
  let lastAt = 0
  let chain: Promise<unknown> = Promise.resolve()
  return {
    report(progress: number) {
      if (progress === last || now() - lastAt < everyMs) return
      last = progress
      lastAt = now()
      chain = chain.then(() => save(progress)).catch(() => {})
    },
    settled: () => chain,
  }
}
