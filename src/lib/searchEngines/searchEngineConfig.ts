import { readFileSync } from 'node:fs'

/** The engines told of job pages: Google's Indexing API, and IndexNow for the others. */
export const SEARCH_ENGINES = ['google', 'indexnow'] as const
export type SearchEngine = (typeof SEARCH_ENGINES)[number]

export const GOOGLE_INDEXING_ENDPOINT =
  'https://indexing.googleapis.com/v3/urlNotifications:publish'
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token'
/** Google's default publish quota per project and day. */
export const GOOGLE_DAILY_QUOTA = 200
/** The environment, or any part of it (tests hand in their own). */
export type Env = Record<string, string | undefined>

export const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow'
/** Where the site serves its IndexNow key (src/app/indexnow-key.txt/route.ts): at the root, so it covers every page. */
export const INDEXNOW_KEY_PATH = '/indexnow-key.txt'

/** The part of a Google service account's JSON key that signs in. */
export type GoogleCredentials = {
  clientEmail: string
  privateKey: string
  privateKeyId: string | null
  tokenUri: string
}

export type GoogleConfig = { credentials: GoogleCredentials; endpoint: string; dailyQuota: number }
export type IndexNowConfig = { key: string; endpoint: string }

export type SearchEngineConfig = {
  google: GoogleConfig | null
  indexNow: IndexNowConfig | null
  /** What is wrong with what was set: each turns its engine off, and is logged at start. */
  problems: string[]
}

/** IndexNow's rule for a key: 8 to 128 characters of letters, digits and dashes. */
export const isValidIndexNowKey = (key: string) => /^[a-zA-Z0-9-]{8,128}$/.test(key)

const httpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/** The service account's JSON: the text itself, or the path of its file. */
const credentialsText = (value: string) =>
  value.startsWith('{') ? value : readFileSync(value, 'utf8')

export const parseGoogleCredentials = (value: string): GoogleCredentials | string => {
  let json: unknown
  try {
    json = JSON.parse(credentialsText(value.trim()))
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code
      ? `cannot be read (${(error as NodeJS.ErrnoException).code})`
      : 'is not JSON'
    return `GOOGLE_INDEXING_CREDENTIALS ${reason}: give a service account's JSON key, or the path of its file`
  }
  const account = (json ?? {}) as Record<string, unknown>
  const text = (name: string) =>
    typeof account[name] === 'string' && account[name] ? (account[name] as string) : null
  const clientEmail = text('client_email')
  const privateKey = text('private_key')
  if (!clientEmail || !privateKey)
    return "GOOGLE_INDEXING_CREDENTIALS has no client_email or private_key: it must be a service account's JSON key"
  const tokenUri = text('token_uri') ?? GOOGLE_TOKEN_URI
  if (!httpUrl(tokenUri))
    return 'GOOGLE_INDEXING_CREDENTIALS has a token_uri that is not an http(s) address'
  return { clientEmail, privateKey, privateKeyId: text('private_key_id'), tokenUri }
}

const positiveInteger = (value: string | undefined) => {
  if (!value?.trim()) return null
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : NaN
}

const indexNowConfig = (env: Env, problems: string[]): IndexNowConfig | null => {
  const key = env.INDEXNOW_KEY?.trim()
  if (!key) return null
  const endpoint = httpUrl(env.INDEXNOW_ENDPOINT?.trim() || INDEXNOW_ENDPOINT)
  if (!isValidIndexNowKey(key))
    problems.push('INDEXNOW_KEY must be 8 to 128 letters, digits or dashes; IndexNow is off')
  else if (!endpoint) problems.push('INDEXNOW_ENDPOINT is not an http(s) address; IndexNow is off')
  else return { key, endpoint }
  return null
}

/**
 * What the environment says about telling search engines (docs/search-engines.md). An engine is
 * on only when its credentials are set and sound; neither set, nothing is scheduled or sent.
 */
export const searchEngineConfig = (env: Env = process.env): SearchEngineConfig => {
  const problems: string[] = []
  let google: GoogleConfig | null = null

  const credentials = env.GOOGLE_INDEXING_CREDENTIALS?.trim()
  if (credentials) {
    const parsed = parseGoogleCredentials(credentials)
    const endpoint = httpUrl(env.GOOGLE_INDEXING_ENDPOINT?.trim() || GOOGLE_INDEXING_ENDPOINT)
    const quota = positiveInteger(env.GOOGLE_INDEXING_DAILY_QUOTA)
    if (typeof parsed === 'string') problems.push(`${parsed}; Google's Indexing API is off`)
    else if (!endpoint)
      problems.push(
        "GOOGLE_INDEXING_ENDPOINT is not an http(s) address; Google's Indexing API is off",
      )
    else if (Number.isNaN(quota))
      problems.push(
        "GOOGLE_INDEXING_DAILY_QUOTA must be a whole number above 0; Google's Indexing API is off",
      )
    else google = { credentials: parsed, endpoint, dailyQuota: quota ?? GOOGLE_DAILY_QUOTA }
  }

  const indexNow = indexNowConfig(env, problems)
  return { google, indexNow, problems }
}

/** Whether any engine is on: off, no run is scheduled or queued and no request is made. */
export const searchEnginesOn = (config: SearchEngineConfig) =>
  Boolean(config.google || config.indexNow)

/** The IndexNow key the site serves at INDEXNOW_KEY_PATH, or null when IndexNow is off. */
export const indexNowKey = (env: Env = process.env) => indexNowConfig(env, [])?.key ?? null

const CONFIG_VARIABLES = [
  'GOOGLE_INDEXING_CREDENTIALS',
  'GOOGLE_INDEXING_ENDPOINT',
  'GOOGLE_INDEXING_DAILY_QUOTA',
  'INDEXNOW_KEY',
  'INDEXNOW_ENDPOINT',
] as const
let last: { values: string; config: SearchEngineConfig } | null = null

/**
 * searchEngineConfig, read again only when one of its variables changed: the schedule asks on every
 * tick of the queue and the jobs' hooks on every save, and the credentials may be a file.
 */
export const currentSearchEngineConfig = (env: Env = process.env): SearchEngineConfig => {
  const values = JSON.stringify(CONFIG_VARIABLES.map((name) => env[name] ?? null))
  if (last?.values !== values) last = { values, config: searchEngineConfig(env) }
  return last.config
}
