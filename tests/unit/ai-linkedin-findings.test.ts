import { describe, expect, it } from 'vitest'

import { LINKEDIN_HEADLINE_VISIBLE } from '@/lib/ai/limits'
import { headlineKeywordsFor, profileChecks } from '@/lib/ai/linkedin/analyzeProfile'
import { analyzeLinkedinProfile } from '@/lib/ai/linkedin/linkedinAdvice'
import { linkedinAnalysis } from '@/lib/ai/schemas/linkedin'

import { PROFILES } from '../fixtures/linkedinProfiles'

// LinkedIn's own button label, the one quotation that is ours rather than the member's.
const OUR_QUOTES = new Set(['see more'])
const quotesIn = (text: string) => Array.from(text.matchAll(/"([^"]+)"/g), (m) => m[1])
const sorted = (words: string[]) => [...words].sort()

/** What each suggestion asks for, and whether the checks found it missing. */
const TOPICS: [RegExp, (c: ReturnType<typeof profileChecks>) => boolean][] = [
  [/^Shorten your headline/, (c) => !c.headlineWithinLimit],
  [/^(Open your headline with|Move "[^"]+" to the start)/, (c) => !c.titleUpFront],
  [
    /keywords recruiters search|into the first 60 characters of your headline/,
    (c) => !c.keywordsUpFront.length,
  ],
  [/^Trim your About/, (c) => !c.aboutWithinLimit],
  [/^Your About has only/, (c) => !c.aboutLongEnough],
  [/^Start your About with a hook/, (c) => !c.strongHook],
  [/^Write your About in the first person/, (c) => !c.firstPerson],
  [/^Replace /, (c) => c.buzzwords.length > 0],
  [/proof points? with/, (c) => c.proofPoints.length < 2],
  [/call to action/, (c) => c.callToAction === null],
  [/work remotely/, (c) => !c.mentionsRemote],
]

describe.each(PROFILES)('LinkedIn findings for $name', ({ headline, about, truth }) => {
  const c = profileChecks(headline, about)
  const { analysis, suggestions } = analyzeLinkedinProfile(headline, about)
  const everything = [analysis, ...suggestions]

  it('agrees with what a careful reader finds in the text', () => {
    expect({
      title: c.title,
      titleUpFront: c.titleUpFront,
      keywordsUpFront: sorted(c.keywordsUpFront.map((k) => k.label)),
      buzzwords: c.buzzwords,
      proofPoints: c.proofPoints.length,
      callToAction: c.callToAction !== null,
      remote: c.mentionsRemote,
      firstPerson: c.firstPerson,
      strongHook: c.strongHook,
    }).toEqual({ ...truth, keywordsUpFront: sorted(truth.keywordsUpFront) })
    expect(linkedinAnalysis.parse({ analysis, suggestions })).toBeTruthy()
  })

  it('quotes only words that occur in the headline or About', () => {
    for (const quote of everything.flatMap(quotesIn))
      if (!OUR_QUOTES.has(quote)) expect(`${headline}\n${about}`).toContain(quote)
  })

  it('names as up front only keywords in the part of the headline search results show', () => {
    const visible = c.visibleHeadline
    expect(headline.startsWith(visible)).toBe(true)
    expect(visible.length).toBeLessThanOrEqual(LINKEDIN_HEADLINE_VISIBLE)
    // No half word at the cut: "Kubernet" is not "Kubernetes".
    if (visible.length < headline.length)
      expect(
        /[\p{L}\p{N}]$/u.test(visible) && /^[\p{L}\p{N}]/u.test(headline.slice(visible.length)),
      ).toBe(false)
    const keywords = headlineKeywordsFor(headline, c.title)
    const byLabel = (label: string) => keywords.find((k) => k.label === label)
    for (const { label, text } of c.keywordsUpFront) {
      expect(visible).toContain(text)
      expect(byLabel(label)?.matches(visible)).toBe(true)
    }
    for (const { label, text } of c.keywordsLater) {
      expect(headline).toContain(text)
      expect(byLabel(label)?.matches(visible)).toBe(false)
    }
    for (const label of c.keywordsToAdd) expect(byLabel(label)?.matches(headline)).toBe(false)
    if (c.keywordsUpFront.length)
      expect(analysis).toContain(
        `${c.keywordsUpFront.length === 1 ? 'keyword' : 'keywords'} ${c.keywordsUpFront.map((k) => `"${k.text}"`).join(', ')} where`,
      )
  })

  it('counts from the text and places each finding where it was found', () => {
    expect(analysis).toContain(`Headline: ${headline.length.toLocaleString('en-US')}`)
    expect(analysis).toContain(`About: ${about.length.toLocaleString('en-US')}`)
    const proof = c.proofPoints.length
    expect(analysis).toContain(
      `with ${proof === 0 ? 'no' : proof} proof point${proof === 1 ? '' : 's'}`,
    )
    for (const point of c.proofPoints) expect(about).toContain(point)
    for (const word of c.headlineBuzzwords) expect(headline).toContain(word)
    for (const word of c.aboutBuzzwords) expect(about).toContain(word)
    if (c.title) expect(headline.slice(c.titleStart).startsWith(c.title)).toBe(true)
    if (c.titleUpFront) expect(c.visibleHeadline).toContain(c.title)
    if (c.callToAction) expect(about).toContain(c.callToAction)
    if (c.remoteMention) expect(`${headline} ${about}`).toContain(c.remoteMention)
    if (c.strongHook) {
      expect(about.startsWith(c.hook.text)).toBe(true)
      expect(analysis).toContain(`works as a hook: "${c.hook.text}"`)
    }
  })

  it('asks only for what the text lacks', () => {
    const allPass = TOPICS.every(([, lacks]) => !lacks(c))
    if (allPass) expect(suggestions).toHaveLength(1)
    for (const suggestion of allPass ? [] : suggestions) {
      const topics = TOPICS.filter(([topic]) => topic.test(suggestion))
      expect(topics, suggestion).toHaveLength(1)
      expect(topics[0][1](c), suggestion).toBe(true)
    }
    // Independent of the checks: never ask for a contact, remote work or a title the text has.
    const asks = suggestions.join('\n')
    if (/[\w.]+@[\w-]+\.\w+|let['’]s (?:talk|connect)|DM me|reach out/i.test(about))
      expect(asks).not.toMatch(/call to action/)
    if (/\bremote(?:ly)?\b/i.test(`${headline} ${about}`)) expect(asks).not.toMatch(/work remotely/)
    if (truth.titleUpFront) expect(asks).not.toMatch(/job title|to the start of your headline/)
  })
})

describe('the LinkedIn profiles under test', () => {
  it('cover at least 15 varied profiles', () => {
    expect(PROFILES.length).toBeGreaterThanOrEqual(15)
    expect(PROFILES.some((p) => p.headline.length > 220)).toBe(true)
    expect(PROFILES.some((p) => p.about.length < 50)).toBe(true)
  })
})
