import { describe, expect, it } from 'vitest'

import { applySource } from '@/lib/jobs/counts/applyClick'
import { isBotAgent } from '@/lib/jobs/counts/botAgents'
import { isPrefetch } from '@/lib/jobs/counts/countJobVisit'
import { applyPath, jobPageUrl, visitSource } from '@/lib/jobs/counts/countSource'

const PEOPLE = [
  // Chrome on Windows, Safari on a Mac and an iPhone, Firefox on Linux, Edge, Samsung's and a CUBOT phone's browser.
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 10; CUBOT KINGKONG 5 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
]

const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'WhatsApp/2.23.20.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Feedly/1.0 (+http://www.feedly.com/fetcher.html; 5 subscribers; like FeedFetcher-Google)',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.32.3',
  'Go-http-client/2.0',
  'node',
  'undici',
  '',
]

describe('who is a bot', () => {
  it('lets the browsers people use through', () => {
    for (const agent of PEOPLE) expect(isBotAgent(agent), agent).toBe(false)
  })

  it('knows crawlers, link previews, HTTP libraries, headless browsers and a missing agent', () => {
    for (const agent of BOTS) expect(isBotAgent(agent), agent).toBe(true)
    expect(isBotAgent(null)).toBe(true)
  })
})

describe('what is not a click or a look yet', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries)
  it('is a HEAD request, a browser prefetch or prerender, or Next prefetching a link', () => {
    expect(isPrefetch('HEAD', headers({}))).toBe(true)
    expect(isPrefetch('GET', headers({ 'Sec-Purpose': 'prefetch' }))).toBe(true)
    expect(isPrefetch('GET', headers({ 'Sec-Purpose': 'prefetch;prerender' }))).toBe(true)
    expect(isPrefetch('GET', headers({ Purpose: 'prefetch' }))).toBe(true)
    expect(isPrefetch('GET', headers({ 'X-Moz': 'prefetch' }))).toBe(true)
    expect(isPrefetch('GET', headers({ 'Next-Router-Prefetch': '1' }))).toBe(true)
    expect(isPrefetch('GET', headers({ 'Sec-Fetch-Mode': 'navigate' }))).toBe(false)
    expect(isPrefetch('POST', headers({}))).toBe(false)
  })
})

describe('where a visit came from', () => {
  const origin = 'https://remotepassport.example'
  it('reads our own marks first, then the referrer', () => {
    expect(visitSource({ ref: 'feed', referrer: 'https://feedly.com/', origin })).toBe('feed')
    expect(visitSource({ ref: 'api', referrer: '', origin })).toBe('api')
    expect(visitSource({ ref: null, referrer: `${origin}/jobs?q=react`, origin })).toBe('board')
    expect(visitSource({ ref: null, referrer: 'https://www.google.com/', origin })).toBe('other-site')
    expect(visitSource({ ref: 'newsletter', referrer: '', origin })).toBe('direct')
    expect(visitSource({ ref: null, referrer: 'not a url', origin })).toBe('direct')
  })

  it('tells an apply click by the page\'s `from`, else by Sec-Fetch-Site, else by its Referer', () => {
    const url = (query = '') => new URL(`${origin}/jobs/a-job/apply${query}`)
    expect(applySource(url('?from=feed'), new Headers({ 'Sec-Fetch-Site': 'same-origin' }))).toBe('feed')
    expect(applySource(url('?from=nonsense'), new Headers({ 'Sec-Fetch-Site': 'same-origin' }))).toBe('board')
    expect(applySource(url(), new Headers({ 'Sec-Fetch-Site': 'cross-site' }))).toBe('other-site')
    expect(applySource(url(), new Headers({ 'Sec-Fetch-Site': 'none' }))).toBe('direct')
    expect(applySource(url(), new Headers({ Referer: `${origin}/jobs` }))).toBe('board')
    expect(applySource(url(), new Headers({ Referer: 'https://news.example/post' }))).toBe('other-site')
    expect(applySource(url(), new Headers())).toBe('direct')
  })

  it('marks the links feeds and the API hand out, and leads Apply through the counting address', () => {
    expect(jobPageUrl(origin, 'senior-dev-1', 'feed')).toBe(`${origin}/jobs/senior-dev-1?ref=feed`)
    expect(jobPageUrl(origin, 'senior-dev-1')).toBe(`${origin}/jobs/senior-dev-1`)
    expect(applyPath('c++-dev')).toBe('/jobs/c%2B%2B-dev/apply')
  })
})
