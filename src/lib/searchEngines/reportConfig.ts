import { type Env, currentSearchEngineConfig } from './searchEngineConfig'

/**
 * Says at start which engines are told of job changes, and what in their settings is wrong (a bad
 * IndexNow key, unreadable Google credentials): that engine is off until it is mended.
 */
export const reportSearchEngineConfig = (
  log: { info: (message: string) => void; error: (message: string) => void },
  env: Env = process.env,
) => {
  const config = currentSearchEngineConfig(env)
  for (const problem of config.problems) log.error(`Search engine notices: ${problem}`)
  const on = [config.google && "Google's Indexing API", config.indexNow && 'IndexNow'].filter(
    Boolean,
  )
  if (on.length) log.info(`Search engine notices: telling ${on.join(' and ')} of job changes`)
}
