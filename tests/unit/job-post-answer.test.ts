import { describe, expect, it } from 'vitest'

import { postNotices, refusalStep, serverErrorsOf } from '@/components/jobs/jobPostAnswer'
import { SUBMIT_FAILED } from '@/lib/jobs/posting/postJobSchema'
import type { ScriptlessRefusal } from '@/lib/jobs/posting/scriptlessPost'

const FIELDS = new Set(['job_title', 'job_url'])

const refused = (fields: Partial<ScriptlessRefusal> = {}): ScriptlessRefusal => ({
  ok: false,
  message: 'Job title must be at least 3 characters',
  fieldErrors: [],
  values: { job_title: 'QA' },
  formToken: 'token',
  idempotencyKey: 'key-12345',
  ...fields,
})

describe("a job form's answer from its action, sent with the script", () => {
  it('a refusal with a fresh token asks for the same press again, with the token, and marks no field', () => {
    const step = refusalStep({ ok: false, status: 400, message: 'That was quick!', fieldErrors: [{ path: 'job_title', message: 'x' }], formToken: 'renewed' }, FIELDS)
    expect(step).toEqual({ formToken: 'renewed', sendAgain: 'That was quick!' })
  })

  it("puts errors under the form's own fields only; the message goes to the toast", () => {
    const step = refusalStep(
      {
        ok: false,
        status: 400,
        message: 'Job title must be at least 3 characters',
        fieldErrors: [
          { path: 'job_title', message: 'Job title must be at least 3 characters' },
          { path: 'posted_date', message: 'Not yours to set' },
          { path: 'job_url', message: 'This job URL has already been posted' },
        ],
      },
      FIELDS,
    )
    expect(step).toEqual({
      fieldErrors: [
        { path: 'job_title', message: 'Job title must be at least 3 characters' },
        { path: 'job_url', message: 'This job URL has already been posted' },
      ],
      toast: 'Job title must be at least 3 characters',
    })
  })

  it('a refusal without a message says the post failed', () => {
    expect(refusalStep({ ok: false, status: 500, message: '', fieldErrors: [] }, FIELDS)).toEqual({ fieldErrors: [], toast: SUBMIT_FAILED })
  })
})

describe('a job form sent back without JavaScript', () => {
  it('shows each field’s error under it', () => {
    expect(serverErrorsOf(null)).toEqual({})
    expect(serverErrorsOf(refused({ fieldErrors: [{ path: 'job_title', message: 'Too short' }, { path: 'job_url', message: 'Must be a valid URL' }] }))).toEqual({
      job_title: 'Too short',
      job_url: 'Must be a valid URL',
    })
  })

  it('with errors at its fields, says how many to correct, and asks for no press', () => {
    const one = postNotices(null, refused({ fieldErrors: [{ path: 'job_title', message: 'Too short' }] }))
    expect(one).toEqual({ sendAgain: null, correct: 'Please correct the field marked above: Job title must be at least 3 characters' })
    const two = postNotices(null, refused({ message: 'Too short', fieldErrors: [{ path: 'job_title', message: 'Too short' }, { path: 'job_url', message: 'Bad' }] }))
    expect(two.correct).toBe('Please correct the 2 fields marked above: Too short')
  })

  it('without errors at its fields, asks for the press that posts it; the script’s own request comes first', () => {
    const back = refused({ message: 'Almost done: press again.' })
    expect(postNotices(null, back)).toEqual({ sendAgain: 'Almost done: press again.', correct: null })
    expect(postNotices('That was quick!', back)).toEqual({ sendAgain: 'That was quick!', correct: null })
    expect(postNotices(null, null)).toEqual({ sendAgain: null, correct: null })
  })
})
