import { readFileSync } from 'node:fs'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ResumeAnalysis } from '@/components/ai/resume/ResumeAnalysis'
import { optimizeResume } from '@/lib/ai/resume/optimizeResume'
import { parseResumeText } from '@/lib/ai/resume/parseResumeText'
import { optimizedResume } from '@/lib/ai/schemas/resume'

const resume = readFileSync('tests/fixtures/resume.txt', 'utf8')

describe('the optimizer keeps the summary the candidate wrote', () => {
  const result = optimizeResume(resume, 'Senior Frontend Engineer')

  it('returns it as originalSummary beside the suggested one', () => {
    expect(result.originalSummary).toBe(parseResumeText(resume).summary)
    expect(result.originalSummary).toMatch(/^Frontend engineer with 6 years of experience/)
    expect(result.summary).not.toBe(result.originalSummary)
  })

  it('is empty when the resume has no summary', () => {
    expect(optimizeResume('Lee Chan\nExperience\nDesigner | Acme | 2019 - 2021', 'Designer').originalSummary).toBe('')
  })

  it('is part of the one schema both sides read, empty when an older answer lacks it', () => {
    expect(optimizedResume.parse(result).originalSummary).toBe(result.originalSummary)
    const { originalSummary: _, ...older } = result
    expect(optimizedResume.parse(older).originalSummary).toBe('')
  })

  it('the resume builder shows both, and offers to keep the candidate\'s own', () => {
    const html = renderToStaticMarkup(createElement(ResumeAnalysis, { resume: result, onKeepOwnSummary: () => undefined }))
    expect(html).toContain('Yours, as you wrote it')
    expect(html).toContain(result.originalSummary)
    expect(html).toContain('Suggested for Senior Frontend Engineer')
    expect(html).toContain(result.summary.replace(/&/g, '&amp;'))
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Keep my own summary in the resume<\/button>/)
  })

  it('says so when there was none, and offers nothing to keep', () => {
    const html = renderToStaticMarkup(createElement(ResumeAnalysis, { resume: { ...result, originalSummary: '' }, onKeepOwnSummary: () => undefined }))
    expect(html).toContain('Your resume has no summary.')
    expect(html).not.toContain('Keep my own summary')
  })
})
