import { describe, expect, it } from 'vitest'

import { MISSING_COVER_LETTER, MISSING_LINKEDIN, MISSING_RESUME } from '@/lib/ai/messages'
import { coverLetterInput } from '@/lib/ai/schemas/coverLetter'
import { inputProblem } from '@/lib/ai/schemas/inputProblem'
import { linkedinInput } from '@/lib/ai/schemas/linkedin'
import { optimizeResumeInput } from '@/lib/ai/schemas/resume'

const problemOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }, value: unknown, missing: typeof MISSING_RESUME) => {
  const result = schema.safeParse(value)
  return result.success ? null : inputProblem(result.error!.issues.map((issue) => issue.message), missing)
}

describe('the toast of an AI tool form that does not validate', () => {
  it('is Missing Information when something required is empty, even beside another problem', () => {
    expect(problemOf(coverLetterInput, { jobTitle: ' ', companyName: 'Acme' }, MISSING_COVER_LETTER)).toEqual(MISSING_COVER_LETTER)
    expect(problemOf(coverLetterInput, { jobTitle: '', companyName: 'x'.repeat(201) }, MISSING_COVER_LETTER)).toEqual(MISSING_COVER_LETTER)
    expect(problemOf(optimizeResumeInput, { resumeText: 'My resume', targetRole: '' }, MISSING_RESUME)).toEqual(MISSING_RESUME)
    expect(problemOf(linkedinInput, { headline: 'Designer', summary: '' }, MISSING_LINKEDIN)).toEqual(MISSING_LINKEDIN)
  })

  it('says what is wrong when a text is only too long', () => {
    expect(problemOf(coverLetterInput, { jobTitle: 'x'.repeat(201), companyName: 'Acme' }, MISSING_COVER_LETTER)).toEqual({
      title: 'Invalid Input',
      text: 'Please keep this under 200 characters.',
    })
    expect(problemOf(optimizeResumeInput, { resumeText: 'x'.repeat(60_001), targetRole: 'Designer' }, MISSING_RESUME)).toEqual({
      title: 'Invalid Input',
      text: 'Please keep this under 60,000 characters.',
    })
  })
})
