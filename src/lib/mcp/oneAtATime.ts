/**
 * Runs tasks one after another, in the order they come. The SDK starts every call of a JSON-RPC
 * batch at once: run through this, a batch of 100 holds one database connection instead of the
 * whole pool (10, then 2 s of waiting for every other visitor), as if its calls came one by one.
 */
export const oneAtATime = () => {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task)
    last = run.catch(() => undefined)
    return run
  }
}

export type InTurn = ReturnType<typeof oneAtATime>
