import { describe, expect, it } from 'vitest'

import {
  type LetterInput,
  wordCount,
  writeCoverLetter,
} from '@/lib/ai/coverLetter/writeCoverLetter'
import { jobKeywords } from '@/lib/ai/jobs/jobKeywords'
import { COVER_LETTER_TONE_IDS } from '@/lib/ai/options'
import { coverLetterText } from '@/lib/ai/schemas/coverLetter'
import { inputs, longNotes, longResume, platformJob } from '../fixtures/coverLetterInputs'

const everyLetter = Object.entries(inputs).flatMap(([name, input]) =>
  COVER_LETTER_TONE_IDS.map((tone) => ({
    name,
    tone,
    input: { ...input, tone },
    letter: writeCoverLetter({ ...input, tone }),
  })),
)

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

/** Everything a letter may draw on: the notes, the resume, the job (a remote job says "remote"). */
const sourceOf = (input: LetterInput) =>
  [
    input.jobTitle,
    input.companyName,
    input.additionalInfo,
    input.resume ? JSON.stringify(input.resume) : '',
    input.job?.description ?? '',
    input.job?.remote ? 'remote' : '',
  ].join('\n')

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred|thousand|million|dozen)\b/gi
// The capitalised words of the letters' own frame: greetings and the like.
const FRAME_WORDS = new Set(['I', 'Dear', 'Hiring', 'Team', 'Committee'])

/**
 * What a letter states that its input does not: a figure, a number word, a count of years, a
 * skill or tool the engine knows, or a capitalised name inside a sentence.
 */
const unsupported = (letter: string, input: LetterInput) => {
  const source = sourceOf(input)
  const lower = source.toLowerCase()
  const found: string[] = []
  for (const [figure] of letter.matchAll(/\d[\d,.]*\d%?|\d%?/g))
    if (!source.includes(figure)) found.push(figure)
  for (const [word] of letter.matchAll(NUMBER_WORDS))
    if (!lower.includes(word.toLowerCase())) found.push(word)
  for (const [years] of letter.matchAll(/\S+\s+years?\b/gi))
    if (!lower.includes(years.toLowerCase())) found.push(years)
  for (const skill of jobKeywords(letter, 200)) if (!skill.matches(source)) found.push(skill.label)
  for (const sentence of sentencesOf(letter))
    for (const [word] of sentence.replace(/^\S+/, '').matchAll(/\p{Lu}[\p{L}\d+#-]*/gu))
      if (!FRAME_WORDS.has(word) && !source.includes(word)) found.push(word)
  return found
}

describe('built-in cover letter: only what the input says', () => {
  it.each(everyLetter.map((each) => [each.name, each.tone, each]))(
    '%s / %s states no figure, year count, skill or name the input lacks',
    (_name, _tone, { letter, input }) => {
      expect(unsupported(letter, input)).toEqual([])
      expect(coverLetterText.safeParse(letter).success).toBe(true)
      expect(wordCount(letter)).toBeLessThan(400)
    },
  )

  it('the checker itself catches invented facts', () => {
    const input = { ...inputs.pastry, tone: 'professional' as const }
    expect(unsupported('I have 10 years of Kubernetes work at Google.', input)).toEqual(
      expect.arrayContaining(['10', '10 years', 'Kubernetes', 'Google']),
    )
  })

  it('claims no remote experience for a pastry chef whose input never mentions it', () => {
    for (const tone of COVER_LETTER_TONE_IDS) {
      expect(writeCoverLetter({ ...inputs.pastry, tone })).not.toMatch(
        /remote|distributed|async|time zones?|thrive/i,
      )
      // The same chef applying to a remote job: the role is remote, the chef's experience is not.
      const remoteJob = { description: 'A remote recipe developer role.', remote: true }
      const letter = writeCoverLetter({ ...inputs.pastry, job: remoteJob, tone })
      expect(letter).toMatch(/remote (role|position)/)
      expect(letter).not.toMatch(
        /remote (experience|work)|remotely|distributed|async|time zones?|thrive/i,
      )
    }
  })

  it('says remote work only from the resume or the notes, for a remote role', () => {
    const letter = writeCoverLetter({ ...inputs.frontend, tone: 'professional' })
    expect(letter).toContain('remote collaboration is part of my skill set')
    const noted = writeCoverLetter({
      ...inputs.platform,
      additionalInfo: 'I have worked remotely with teams in 3 time zones since 2019.',
      tone: 'formal',
    })
    expect(noted).toContain(
      'With regard to remote work, I have worked remotely with teams in 3 time zones since 2019.',
    )
  })

  it('without a resume or notes, speaks of the role and company and claims nothing else', () => {
    for (const tone of COVER_LETTER_TONE_IDS) {
      const bare = writeCoverLetter({ ...inputs.nothing, tone })
      expect(bare).toContain('Pastry Chef')
      expect(bare).toContain('Maison Lune')
      expect(bare).not.toMatch(
        /\d|\bI (have|led|built|bring)\b|\bmy (experience|skills|toolbox|qualifications)\b/i,
      )
      const withJob = writeCoverLetter({
        ...inputs.nothing,
        job: platformJob,
        jobTitle: 'Platform Engineer',
        tone,
      })
      expect(withJob).toMatch(/Kubernetes and Terraform/)
      expect(withJob).not.toMatch(/\bI (have|bring)\b|in my kit|toolbox|qualifications include/)
    }
  })
})

describe('built-in cover letter: the resume and the notes', () => {
  it('uses the resume bullet that answers the job: Terraform for a Kubernetes and Terraform job', () => {
    for (const tone of COVER_LETTER_TONE_IDS) {
      const letter = writeCoverLetter({ ...inputs.platform, tone })
      expect(letter).toContain(
        'I cut monthly cloud spend by 22% by consolidating Terraform modules across 9 services',
      )
      expect(letter).toContain('Kubernetes')
      // Asked for, but not in the resume: never claimed.
      expect(letter).not.toMatch(
        /(bring|toolbox|qualifications include|in my kit|I have)[^.]*Kubernetes/,
      )
    }
  })

  it('states achievements in the first person and names the latest role as the resume gives it', () => {
    const letter = writeCoverLetter({ ...inputs.frontend, tone: 'professional' })
    expect(letter).toContain(
      'In my current role as Senior Frontend Engineer at Brightwave, I led the migration from JavaScript to TypeScript across 40 packages, cutting production errors by 35%.',
    )
    expect(letter).toContain('I also built a React dashboard used by 5,000 customers every day')
  })

  it('says who the candidate is in a sentence of its own, a hyphenated opener in lower case', () => {
    const resume = { ...inputs.pastry.resume!, summary: 'Results-driven sales leader with 12 years of B2B sales experience.' }
    const letter = writeCoverLetter({ ...inputs.pastry, resume, tone: 'enthusiastic' })
    expect(letter).toContain('I am a results-driven sales leader with 12 years of B2B sales experience')
  })

  it('signs with the resume name, else the notes name, else with no name line', () => {
    expect(
      writeCoverLetter({ ...inputs.frontend, tone: 'creative' }).endsWith('Warmly,\nJordan Rivera'),
    ).toBe(true)
    expect(
      writeCoverLetter({ ...inputs.notesOnly, tone: 'formal' }).endsWith(
        'Yours faithfully,\nSam Lee',
      ),
    ).toBe(true)
    expect(
      writeCoverLetter({ ...inputs.nothing, tone: 'professional' }).endsWith('Kind regards,'),
    ).toBe(true)
  })

  it('signs with the name typed in the tool before any other, and never with a placeholder typed there', () => {
    expect(writeCoverLetter({ ...inputs.nothing, yourName: ' Ana Silva ', tone: 'professional' }).endsWith('Kind regards,\nAna Silva')).toBe(true)
    expect(writeCoverLetter({ ...inputs.frontend, yourName: 'J. Rivera-Lopes', tone: 'creative' }).endsWith('Warmly,\nJ. Rivera-Lopes')).toBe(true)
    expect(writeCoverLetter({ ...inputs.frontend, yourName: 'Your Name', tone: 'creative' }).endsWith('Warmly,\nJordan Rivera')).toBe(true)
  })

  it('weaves the notes in as facts instead of pasting them', () => {
    const letter = writeCoverLetter({ ...inputs.frontend, tone: 'professional' })
    expect(letter).toContain('I have 5 years of experience with React')
    expect(letter).toContain('I also led a team of 4')
    expect(letter).toContain('I speak Spanish and Portuguese')
    expect(letter).not.toMatch(/\bHi\b|I think|please|great fit|Keep it short/i)
    const practical = writeCoverLetter({
      ...inputs.notesOnly,
      additionalInfo: 'Based in Lisbon, available from June, fluent in Portuguese and English.',
      tone: 'professional',
    })
    expect(practical).toContain(
      'On the practical side, I am based in Lisbon. I am also available from June.',
    )
    expect(practical).toContain('I am also fluent in Portuguese and English.')
    // A sentence of several facts, or a long one, is never pasted whole; a single short fact may be.
    for (const { input, letter: each } of everyLetter) {
      const long = sentencesOf(input.additionalInfo).filter((sentence) => wordCount(sentence) >= 10)
      for (const sentence of long)
        expect(each.toLowerCase()).not.toContain(sentence.replace(/[.!?]$/, '').toLowerCase())
    }
  })

  it('never copies bracketed text and never leaves a placeholder', () => {
    const letter = writeCoverLetter({
      ...inputs.notesOnly,
      additionalInfo: 'Sign it [Your Name]. {company} rocks. I mentored <three> new hires.',
      tone: 'enthusiastic',
    })
    expect(letter).not.toMatch(/[[\]{}<>]|Your Name|company\b.*rocks|three/i)
    expect(letter).toContain('I mentored new hires')
  })
})

describe('built-in cover letter: tones', () => {
  it.each(['frontend', 'pastry', 'platform', 'notesOnly'])(
    'the four %s letters differ in most sentences',
    (name) => {
      const letters = COVER_LETTER_TONE_IDS.map(
        (tone) => new Set(sentencesOf(writeCoverLetter({ ...inputs[name], tone }))),
      )
      for (const [i, a] of letters.entries())
        for (const b of letters.slice(i + 1))
          expect([...a].filter((sentence) => b.has(sentence)).length).toBeLessThanOrEqual(1)
    },
  )

  it('enthusiastic has one or two exclamation marks; formal none, and no contractions', () => {
    for (const { tone, letter } of everyLetter) {
      const marks = letter.split('!').length - 1
      if (tone === 'enthusiastic') expect(marks).toBeGreaterThanOrEqual(1)
      if (tone === 'enthusiastic') expect(marks).toBeLessThanOrEqual(2)
      if (tone === 'formal') {
        expect(marks).toBe(0)
        expect(letter).not.toMatch(/n't\b|'(m|re|ve|ll|d)\b/)
        expect(letter.startsWith('Dear Hiring Committee,')).toBe(true)
      }
    }
  })

  it('creative opens with the strongest achievement; enthusiastic with what excites the candidate', () => {
    const creative = writeCoverLetter({ ...inputs.platform, tone: 'creative' }).split('\n\n')[1]
    expect(creative).toMatch(
      /^Let me start with a story from Cloudberry: I cut monthly cloud spend by 22%/,
    )
    const enthusiastic = writeCoverLetter({ ...inputs.frontend, tone: 'enthusiastic' }).split(
      '\n\n',
    )[1]
    expect(enthusiastic).toMatch(/^I love Acme's design culture!/)
  })
})

describe('built-in cover letter: length', () => {
  it.each(COVER_LETTER_TONE_IDS)(
    'stays under 400 words for a long resume and long notes (%s)',
    (tone) => {
      const input = { ...inputs.frontend, resume: longResume, additionalInfo: longNotes, tone }
      const letter = writeCoverLetter(input)
      expect(wordCount(letter)).toBeLessThan(400)
      expect(coverLetterText.safeParse(letter).success).toBe(true)
      // What goes first is the notes' tail, never the best achievement.
      expect(letter).toContain('I led project 50 with a cross-functional group')
      expect(unsupported(letter, input)).toEqual([])
      const padded = { ...inputs.frontend, additionalInfo: 'word '.repeat(2000), tone }
      expect(writeCoverLetter(padded)).not.toContain('word word')
    },
  )
})
