import { answerSummary, type EngineOutcome } from './engineOutcome'
import { type EnginePost, NoAnswerError } from './httpPost'
import { INDEXNOW_KEY_PATH, type IndexNowConfig } from './searchEngineConfig'

/** IndexNow takes up to 10,000 addresses in one request. */
export const INDEXNOW_BATCH = 10_000

/** What IndexNow is sent: the site's host, its key and where the site serves it, the addresses. */
export const indexNowBody = (config: IndexNowConfig, site: string, urls: string[]) => ({
  host: new URL(site).host,
  key: config.key,
  keyLocation: `${site}${INDEXNOW_KEY_PATH}`,
  urlList: [...new Set(urls)],
})

/**
 * Submits pages to IndexNow in one request (it has no updated/deleted: a closed page is submitted
 * too, and the engine re-crawls it and finds 410). 200 and 202 are accepted; 429 and 5xx are tried
 * again later; 400, 403 and 422 mean the key or host is wrong.
 */
export const submitToIndexNow = async (
  config: IndexNowConfig,
  site: string,
  urls: string[],
  post: EnginePost,
): Promise<EngineOutcome> => {
  const body = indexNowBody(config, site, urls)
  try {
    const answer = await post(config.endpoint, JSON.stringify(body), {
      'content-type': 'application/json; charset=utf-8',
    })
    const said = `HTTP ${answer.status}${answer.text.trim() ? `: ${answerSummary(answer.text)}` : ''}`
    if (answer.status === 200 || answer.status === 202) return { outcome: 'accepted' }
    if (answer.status === 429 || answer.status >= 500)
      return { outcome: 'retry', reason: `IndexNow is busy or down (${said})` }
    const why =
      answer.status === 403
        ? `the key is not valid: ${body.keyLocation} must answer INDEXNOW_KEY`
        : answer.status === 422
          ? `the addresses do not belong to ${body.host}, or the key does not match it (check SITE_URL)`
          : answer.status === 400
            ? 'the request was not valid'
            : 'the endpoint refused it (check INDEXNOW_ENDPOINT)'
    return {
      outcome: 'refused',
      reason: `IndexNow refused ${body.urlList.length} addresses (${said}): ${why}`,
    }
  } catch (error) {
    if (error instanceof NoAnswerError)
      return { outcome: 'retry', reason: `IndexNow: ${error.message}` }
    throw error
  }
}
