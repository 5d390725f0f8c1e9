import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { coachCookieHeader, knownVisitorKey, readCoachCookie } from '@/lib/ai/access/coachSession'
import { clientAddress } from '@/lib/rateLimit/clientAddress'
import { sniffDocumentType } from '@/lib/documents/sniffDocumentType'

const fixture = (name: string) => readFileSync(`tests/fixtures/${name}`)

describe('document type by content', () => {
  it('recognises the fixtures whatever they are called', () => {
    expect(sniffDocumentType(fixture('resume.pdf'))).toBe('pdf')
    expect(sniffDocumentType(fixture('resume.docx'))).toBe('docx')
    expect(sniffDocumentType(fixture('resume.doc'))).toBe('doc')
    expect(sniffDocumentType(fixture('resume.txt'))).toBe('txt')
  })

  it('accepts UTF-8 text with accents and rejects binary data', () => {
    expect(sniffDocumentType(Buffer.from('José Núñez\nSão Paulo — Ingeniero'))).toBe('txt')
    expect(
      sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).toBeNull()
    expect(sniffDocumentType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))).toBeNull()
    expect(sniffDocumentType(Buffer.alloc(0))).toBeNull()
  })
})

describe('interview coach visitor cookie', () => {
  const secret = 'test-secret-0123456789'

  it('reads back what it signed and refuses forgeries', () => {
    const header = coachCookieHeader('abcdefghijklmnopqrstuvwx', secret, true)
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/Secure/)
    const value = header.split(';')[0].split('=')[1]
    expect(readCoachCookie(value, secret)).toBe('abcdefghijklmnopqrstuvwx')
    expect(readCoachCookie(value, 'another-secret-0123456789')).toBeNull()
    expect(readCoachCookie(value.replace('abc', 'abd'), secret)).toBeNull()
    expect(readCoachCookie(undefined, secret)).toBeNull()
  })

  it('counts a member by account and anyone else by cookie', () => {
    expect(knownVisitorKey(7, undefined, secret)).toBe('member:7')
    expect(knownVisitorKey(undefined, 'forged.value', secret)).toBeNull()
  })
})

describe('client address', () => {
  it('is the socket address the production server recorded', () => {
    // The production server writes x-client-address from the socket (TRUST_PROXY hops honoured).
    expect(clientAddress(new Headers({ 'x-client-address': '198.51.100.2', 'x-forwarded-for': '203.0.113.9' }))).toBe('198.51.100.2')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.2' }))).toBe('203.0.113.9')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
