/**
 * Runs `work` on every item with at most `atOnce` in flight, and gives each outcome in the
 * items' order: one failure neither stops the others nor is lost.
 */
export const settleEach = async <T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> => {
  const outcomes: PromiseSettledResult<R>[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      try {
        outcomes[index] = { status: 'fulfilled', value: await work(items[index]) }
      } catch (reason) {
        outcomes[index] = { status: 'rejected', reason }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker))
  return outcomes
}
