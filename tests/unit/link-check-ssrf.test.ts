import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hostPortKey, isPublicAddress, parseAllowList } from '@/lib/linkCheck/engine/addressPolicy'
import { checkLinks, type CheckLinksOptions } from '@/lib/linkCheck/engine/checkLinks'
import type { Resolver } from '@/lib/linkCheck/engine/guardedConnector'
import { systemResolver } from '@/lib/linkCheck/engine/dispatcher'

import { type LinkFixtureServer, startLinkFixtureServer } from '../helpers/linkFixtureServer'

let fixture: LinkFixtureServer
/** A second local server, open but not on the allow list: what an attacker would aim at. */
let internal: LinkFixtureServer

beforeAll(async () => {
  fixture = await startLinkFixtureServer()
  internal = await startLinkFixtureServer()
})

afterAll(async () => {
  await fixture?.close()
  await internal?.close()
})

/** The system's resolver, except for the names a test makes point somewhere (DNS it controls). */
const resolverWith =
  (names: Record<string, string[]>): Resolver =>
  async (name) =>
    names[name]
      ? names[name].map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
      : systemResolver(name)

const options = (extra: CheckLinksOptions = {}): CheckLinksOptions => ({
  allow: new Set([fixture.allow]),
  hostSpacingMs: 0,
  requestTimeoutMs: 2_000,
  connectTimeoutMs: 2_000,
  maxAttempts: 1,
  resolve: resolverWith({
    'rebind.attacker.test': ['93.184.215.14', '127.0.0.1'],
    'internal.attacker.test': ['10.0.0.7'],
    'localhost.': ['127.0.0.1'],
    'jobs.localhost': ['127.0.0.1', '::1'],
    'metadata.attacker.test': ['169.254.169.254'],
  }),
  ...extra,
})

const checkOne = async (url: string, extra: CheckLinksOptions = {}) =>
  (await checkLinks([{ name: url, url, type: 'job' }], options(extra))).results[0]

const UNSAFE_TARGETS = [
  'localhost',
  '127.0.0.2',
  '[::1]',
  '0x7f000001',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '[::ffff:127.0.0.1]',
  '0.0.0.0',
  '[::]',
  '[fd00:ec2::254]',
  '[fe80::1]',
  '2130706433',
  'localhost.',
  'jobs.localhost',
  'rebind.attacker.test',
  'internal.attacker.test',
  'metadata.attacker.test',
]

describe('the SSRF guard', () => {
  it.each(UNSAFE_TARGETS)(
    'refuses %s, at connect time, though a server listens there',
    async (host) => {
      internal.resetCounts()
      const result = await checkOne(`http://${host}:${internal.port}/ok`)
      expect(result.status).toBe('broken')
      expect(result.reason).toMatch(/^refused: .*not a public address$/)
      expect(result.networkFailure).toBe(false)
      expect(internal.requests).toHaveLength(0)
    },
  )

  it.each(UNSAFE_TARGETS)('refuses a redirect from an allowed server to %s', async (host) => {
    internal.resetCounts()
    const target = `http://${host}:${internal.port}/ok`
    const result = await checkOne(fixture.url(`/redirect?to=${encodeURIComponent(target)}`))
    expect(result).toMatchObject({ status: 'broken', redirects: 1 })
    expect(result.reason).toMatch(/^refused: /)
    expect(internal.requests).toHaveLength(0)
  })

  it('lets through exactly the host:port entries of the allow list, nothing near them', async () => {
    expect(await checkOne(fixture.url('/ok'))).toMatchObject({ status: 'valid' })
    expect((await checkOne(`http://localhost:${fixture.port}/ok`)).reason).toMatch(/^refused/)
    expect((await checkOne(`http://127.0.0.1:${fixture.port + 1}/ok`)).reason).toMatch(/^refused/)
    expect(
      await checkOne(`http://localhost:${fixture.port}/ok`, {
        allow: new Set([`localhost:${fixture.port}`]),
      }),
    ).toMatchObject({ status: 'valid' })
  })

  it('only follows redirects to http and https', async () => {
    const result = await checkOne(
      fixture.url(`/redirect?to=${encodeURIComponent('file:///etc/passwd')}`),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'redirected to a file: URL' })
  })
})

describe('address policy', () => {
  it('knows public addresses from the rest', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '2002:0808:0808::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true)
    }
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '168.63.129.16',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '::ffff:10.0.0.1',
      'fd00:ec2::254',
      'fe80::1%eth0',
      'fc00::1',
      'ff02::1',
      '2002:7f00:1::1',
      '2001:db8::1',
      '64:ff9b::7f00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
    expect(isPublicAddress('172.32.0.1')).toBe(true)
    expect(isPublicAddress('100.128.0.1')).toBe(true)
  })

  it('reads LINK_CHECK_ALLOW as exact host:port entries', () => {
    expect(parseAllowList(' 127.0.0.1:4100, [::1]:4100 localhost:80 nonsense http://x:1 ')).toEqual(
      new Set(['127.0.0.1:4100', '[::1]:4100', 'localhost:80']),
    )
    expect(parseAllowList(undefined).size).toBe(0)
    expect(hostPortKey('::1', '4100', 'http:')).toBe('[::1]:4100')
    expect(hostPortKey('Jobs.Example', '', 'https:')).toBe('jobs.example:443')
  })
})
