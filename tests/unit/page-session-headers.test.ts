import { describe, expect, it } from 'vitest'

import { pageSessionHeaders } from '@/lib/auth/pageSessionHeaders'

const request = (headers: Record<string, string>) => new Headers({ cookie: 'payload-token=abc', ...headers })
const site = (headers: Headers) => pageSessionHeaders(headers).get('sec-fetch-site')

describe('pageSessionHeaders: whose page a cross-site arrival renders', () => {
  it('reads the session of a page opened from another site (a top-level GET navigation)', () => {
    expect(site(request({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' }))).toBe('same-site')
  })

  it('keeps Payload\'s check for everything else: a cross-site form post, a fetch, a frame', () => {
    expect(site(request({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }))).toBe('cross-site')
    expect(site(request({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'cross-site' }))).toBe('cross-site')
    expect(site(request({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' }))).toBe('cross-site')
    expect(site(request({}))).toBeNull()
  })
})
