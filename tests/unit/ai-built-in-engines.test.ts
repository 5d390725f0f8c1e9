import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { letterPreview, wordCount, writeCoverLetter } from '@/lib/ai/coverLetter/writeCoverLetter'
import { analyzeLinkedinProfile } from '@/lib/ai/linkedin/linkedinAdvice'
import { profileChecks } from '@/lib/ai/linkedin/analyzeProfile'
import { COVER_LETTER_TONE_IDS } from '@/lib/ai/options'
import { adviseBullet } from '@/lib/ai/resume/bulletAdvice'
import { optimizeResume, resumePreviewOf } from '@/lib/ai/resume/optimizeResume'
import { coverLetterText } from '@/lib/ai/schemas/coverLetter'
import { optimizedResume } from '@/lib/ai/schemas/resume'

const resume = readFileSync('tests/fixtures/resume.txt', 'utf8')

describe('built-in resume optimizer', () => {
  const result = optimizeResume(resume, 'Senior Frontend Engineer')

  it('scores the resume against the role keywords and names the missing ones', () => {
    expect(result.matchScore).toBe(75)
    expect(result.missingKeywords).toEqual([
      'HTML',
      'Responsive design',
      'Asynchronous communication',
      'Written communication',
    ])
    expect(result.matchedKeywords).toEqual(
      expect.arrayContaining(['React', 'TypeScript', 'Accessibility', 'Design systems', 'Remote']),
    )
  })

  it('returns the parsed sections and passes the output schema', () => {
    expect(optimizedResume.parse(result)).toBeTruthy()
    expect(result.name).toBe('Jordan Rivera')
    expect(result.experience).toHaveLength(2)
    expect(result.skills).toContain('Next.js')
  })

  it('flags weak openers and bullets with no measurable result, with a rewrite of that bullet', () => {
    const flagged = Object.fromEntries(
      result.bulletSuggestions.map((advice) => [advice.original, advice]),
    )
    expect(flagged['Responsible for the design system used by 12 product teams'].suggestion).toBe(
      'Owned the design system used by 12 product teams',
    )
    const duty = flagged['Worked on performance improvements for the checkout flow']
    expect(duty.issue).toMatch(/"Worked on" describes a duty.*No figure shows the result/)
    // The missing figure is asked for beside the bullet, never written into it.
    expect(duty.suggestion).toBe('Improved performance for the checkout flow')
    expect(flagged['Helped with the accessibility audit'].suggestion).toBe('Contributed to the accessibility audit')
    expect(
      flagged['Led the migration from JavaScript to TypeScript across 40 packages, cutting production errors by 35%']
        .suggestion,
    ).toBe('Cut production errors by 35% by leading the migration from JavaScript to TypeScript across 40 packages')
    // Each rewrite is its own bullet's: no sentence appended to all of them.
    const suggestions = result.bulletSuggestions.map((advice) => advice.suggestion)
    expect(new Set(suggestions).size).toBe(suggestions.length)
  })

  it('reopens weak bullets with action verbs in the improved resume', () => {
    expect(result.experience[0].description[0]).toBe(
      'Owned the design system used by 12 product teams',
    )
    expect(result.experience[1].description[1]).toBe('Contributed to the accessibility audit')
  })

  it('writes a summary aimed at the role from the resume facts only', () => {
    expect(result.summary).toBe(
      'Senior Frontend Engineer with 6 years of experience, working with React, TypeScript and JavaScript. ' +
        'Cut production errors by 35% by leading the migration from JavaScript to TypeScript across 40 packages. ' +
        'Experienced working remotely. Looking for a Senior Frontend Engineer role.',
    )
  })

  it('gives free visitors a preview without the resume itself', () => {
    const preview = resumePreviewOf(result)
    expect(preview).toEqual({
      name: 'Jordan Rivera',
      targetRole: 'Senior Frontend Engineer',
      summary: expect.stringMatching(/^Senior Frontend Engineer/),
      matchScore: 75,
      missingKeywordCount: 4,
      suggestionCount: result.bulletSuggestions.length,
    })
    expect(JSON.stringify(preview)).not.toContain('Brightwave')
  })

  it('advises nothing for a strong, measured bullet', () => {
    expect(adviseBullet('Cut onboarding time by 40% for 300 new customers')).toBeNull()
  })
})

describe('built-in cover letter', () => {
  const input = {
    jobTitle: 'Customer Success Manager',
    companyName: 'Acme Remote',
    additionalInfo:
      'My name is Sam Lee. I have led onboarding for 120 B2B customers and raised renewals by 18% at Northwind.',
  }

  it.each(COVER_LETTER_TONE_IDS)(
    'writes a complete %s letter under 400 words with no placeholders',
    (tone) => {
      const letter = writeCoverLetter({ ...input, tone })
      expect(wordCount(letter)).toBeLessThan(400)
      expect(letter).not.toMatch(/[[\]{}]/)
      expect(letter).toContain('Customer Success Manager')
      expect(letter).toContain('Acme Remote')
      expect(letter).toContain('raised renewals by 18%')
      expect(letter.trim().endsWith('Sam Lee')).toBe(true)
      expect(coverLetterText.safeParse(letter).success).toBe(true)
    },
  )

  it('writes each tone differently', () => {
    const letters = COVER_LETTER_TONE_IDS.map((tone) => writeCoverLetter({ ...input, tone }))
    expect(new Set(letters.map((letter) => letter.split('\n\n')[1])).size).toBe(4)
  })

  it('stays under 400 words with very long notes and without any notes', () => {
    expect(
      wordCount(
        writeCoverLetter({ ...input, tone: 'formal', additionalInfo: 'word '.repeat(2000) }),
      ),
    ).toBeLessThan(400)
    const bare = writeCoverLetter({ ...input, tone: 'creative', additionalInfo: '' })
    expect(bare).toContain('Acme Remote')
    expect(bare).not.toMatch(/[[\]{}]/)
  })

  it('previews only the opening, cut short', () => {
    const letter = writeCoverLetter({ ...input, tone: 'professional' })
    const preview = letterPreview(letter)
    expect(preview.startsWith('Dear Acme Remote Hiring Team,')).toBe(true)
    expect(preview.endsWith('…')).toBe(true)
    expect(wordCount(preview)).toBeLessThan(wordCount(letter) / 3)
  })
})

describe('built-in LinkedIn optimizer', () => {
  const strongHeadline =
    'Senior Product Designer | Design Systems, Figma | Remote across EU time zones'
  const strongAbout =
    "I turn messy product problems into interfaces 2 million people use every week. Over 8 years I have led design systems at two SaaS companies, cut design-to-build time by 30% and run research with 150+ customers. I work remotely from Lisbon with teams in 6 time zones. Let's connect: design@example.com"

  it('passes a strong profile on every check', () => {
    const checks = profileChecks(strongHeadline, strongAbout)
    expect(checks).toMatchObject({
      headlineWithinLimit: true,
      titleUpFront: true,
      aboutWithinLimit: true,
      strongHook: true,
      firstPerson: true,
      buzzwords: [],
      callToAction: "Let's connect",
      mentionsRemote: true,
    })
    expect(checks.keywordsUpFront.map((k) => k.label)).toEqual(
      expect.arrayContaining(['Design systems', 'Figma']),
    )
    expect(checks.proofPoints.length).toBeGreaterThanOrEqual(2)
    expect(analyzeLinkedinProfile(strongHeadline, strongAbout).analysis).toMatch(/scores 100\/100/)
  })

  it('flags a headline over 220 characters and one whose title is not in the first 60', () => {
    const long = `Helping companies grow and succeed in a changing world through people | ${'x'.repeat(200)}`
    const { suggestions } = analyzeLinkedinProfile(long, strongAbout)
    expect(suggestions.some((s) => s.includes('220 characters or fewer'))).toBe(true)
    expect(
      profileChecks(
        'I help teams | Marketing Manager at a very long company name here',
        strongAbout,
      ).titleUpFront,
    ).toBe(true)
    expect(
      profileChecks(
        `${'Passionate about people and culture and growth '.repeat(2)}| Marketing Manager`,
        strongAbout,
      ).keywordsUpFront,
    ).toEqual([])
  })

  it('flags an About over 2,600 characters, a weak opening, the third person, buzzwords and no proof', () => {
    const weak = `Jordan is a results-driven, passionate team player. ${'She works hard every day. '.repeat(110)}`
    const { suggestions, analysis } = analyzeLinkedinProfile('Marketing Manager', weak)
    expect(suggestions.join('\n')).toMatch(/Trim your About section to 2,600 characters/)
    expect(suggestions.join('\n')).toMatch(/hook in the first 300 characters/)
    expect(suggestions.join('\n')).toMatch(/first person/)
    expect(suggestions.join('\n')).toMatch(/"results-driven", "passionate", "team player"/)
    expect(suggestions.join('\n')).toMatch(/two proof points/)
    expect(analysis).toMatch(/in the third person \("Jordan is a", "She works"\)/)
  })
})
