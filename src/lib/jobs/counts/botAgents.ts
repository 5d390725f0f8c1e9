/**
 * User agents that are not a person at a browser: crawlers, link previewers, monitors, HTTP
 * libraries and headless browsers. Each rule is a word or fragment matched case-insensitively
 * anywhere in the agent; the list follows the well-known crawlers and the generic words most of
 * the others use (bot, crawl, spider, fetch …). A count from one of them is not made.
 */
const BOT_WORDS = [
  // Generic words that crawlers put in their names.
  'bot\\b',
  'crawl',
  'spider',
  'scrap',
  'slurp',
  'fetch',
  'preview',
  'monitor',
  'checker',
  'validator',
  'archiver',
  'indexer',
  'headless',
  'phantomjs',
  'lighthouse',
  'pagespeed',
  'pingdom',
  'uptime',
  'statuscake',
  // Link previews in apps and social sites.
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'linkedinbot',
  'whatsapp',
  'telegrambot',
  'skypeuripreview',
  'slackbot',
  'slack-imgproxy',
  'discordbot',
  'embedly',
  'quora link preview',
  'vkshare',
  'pinterest',
  'redditbot',
  'iframely',
  // Search engines, SEO tools and AI crawlers not caught by the words above.
  'mediapartners-google',
  'adsbot-google',
  'google-inspectiontool',
  'googleother',
  'google-extended',
  'storebot-google',
  'feedfetcher',
  'bingpreview',
  'duckduckgo',
  'yandex',
  'baidu',
  'sogou',
  'exabot',
  'ia_archiver',
  'semrush',
  'ahrefs',
  'mj12',
  'dotbot',
  'petalbot',
  'bytespider',
  'gptbot',
  'chatgpt-user',
  'oai-searchbot',
  'claudebot',
  'claude-web',
  'anthropic-ai',
  'perplexity',
  'ccbot',
  'amazonbot',
  'applebot',
  'cohere-ai',
  'diffbot',
  'youbot',
  // HTTP clients and command-line tools: no person reads their answer as a page.
  'curl/',
  'wget/',
  'httpie',
  'python-requests',
  'python-urllib',
  'python-httpx',
  'aiohttp',
  'go-http-client',
  'java/',
  'okhttp',
  'apache-httpclient',
  'libwww-perl',
  'node-fetch',
  'undici',
  'axios/',
  'got \\(',
  'ruby',
  'php/',
  'guzzlehttp',
  'postmanruntime',
  'insomnia',
  'restsharp',
  'dart:io',
  'scrapy',
  'autocannon',
  'k6/',
  'jmeter',
  'rss',
  'feed',
  'reader',
  'playwright',
  'puppeteer',
  'selenium',
  'webdriver',
]

const BOT_PATTERN = new RegExp(BOT_WORDS.join('|'), 'i')

/** Phones whose maker's name ends in "bot" (CUBOT): a person, whatever the rule above says. */
const PEOPLE_WITH_BOT_NAMES = /\bcubot\b/gi

/**
 * Whether a user agent is a bot's. A missing or very short one counts as a bot too: every
 * browser sends a long one.
 */
export const isBotAgent = (userAgent: string | null | undefined): boolean => {
  const agent = (userAgent ?? '').trim()
  if (agent.length < 20) return true
  if (!/^Mozilla\/|^Opera\//.test(agent)) return true
  return BOT_PATTERN.test(agent.replace(PEOPLE_WITH_BOT_NAMES, ''))
}
