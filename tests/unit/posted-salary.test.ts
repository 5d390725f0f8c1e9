import { describe, expect, it } from 'vitest'

import { postedSalaryProblems, postedSalaryText, withPostedSalary } from '@/lib/jobs/posting/postedSalary'
import { employerPostSchema, postJobSchema } from '@/lib/jobs/posting/postJobSchema'
import { yearlySalaryUsd } from '@/lib/money/salaryUsd'

const rates = { rates: [{ currency: 'EUR', usdPerUnit: 1.15 }, { currency: 'CHF', usdPerUnit: 1.24 }] }

describe("a posting form's salary", () => {
  it('is written as the board shows it, and the salary reader reads the same numbers back', () => {
    const cases: Array<[Parameters<typeof postedSalaryText>[0], string, { minUsd: number | null; maxUsd: number | null }]> = [
      [{ salary_min: 80_000, salary_max: 100_000, salary_currency: 'USD', salary_period: 'year' }, '$80,000 - $100,000 a year', { minUsd: 80_000, maxUsd: 100_000 }],
      [{ salary_min: 45, salary_max: 60, salary_currency: 'EUR', salary_period: 'hour' }, '€45 - €60 an hour', { minUsd: Math.round(45 * 1.15 * 2080), maxUsd: Math.round(60 * 1.15 * 2080) }],
      [{ salary_min: 6000, salary_currency: 'CHF', salary_period: 'month' }, 'From CHF 6,000 a month', { minUsd: Math.round(6000 * 1.24 * 12), maxUsd: null }],
      [{ salary_max: 120_000, salary_currency: 'USD', salary_period: 'year', salary_range: '+ equity' }, 'Up to $120,000 a year, + equity', { minUsd: null, maxUsd: 120_000 }],
      [{ salary_min: 90_000, salary_max: 90_000 }, '$90,000 a year', { minUsd: 90_000, maxUsd: 90_000 }],
    ]
    for (const [salary, text, usd] of cases) {
      expect(postedSalaryText(salary)).toBe(text)
      expect(yearlySalaryUsd(text, rates)).toMatchObject({ ...usd, unsure: false })
    }
  })

  it('keeps words alone when no amount is given, and is nothing when nothing is', () => {
    expect(postedSalaryText({ salary_range: '  Competitive  ', salary_currency: 'USD', salary_period: 'year' })).toBe('Competitive')
    expect(postedSalaryText({ salary_currency: 'USD', salary_period: 'year' })).toBeNull()
    expect(withPostedSalary({ job_title: 'X', salary_min: 1, salary_max: 2, salary_currency: 'USD' as const, salary_period: 'hour' as const, salary_range: null })).toEqual({ job_title: 'X', salary_range: '$1 - $2 an hour' })
  })

  it('refuses a maximum below the minimum, and amounts that are not whole positive numbers', () => {
    expect(postedSalaryProblems({ salary_min: 100_000, salary_max: 80_000 })).toEqual([{ path: 'salary_max', message: 'The maximum must not be less than the minimum' }])
    expect(postedSalaryProblems({ salary_min: 80_000, salary_max: null })).toEqual([])
    const job = { company_name: 'Acme', job_title: 'Engineer', job_description: 'x'.repeat(60), category: 'Engineering', job_type: 'Full-Time', hiring_locations: 'Worldwide', job_url: 'https://acme.example/jobs/1', contactEmail: 'hr@acme.example' }
    for (const bad of [0, -5, 1.5, 20_000_000, Number.NaN]) expect(employerPostSchema.safeParse({ ...job, salary_min: bad }).success, String(bad)).toBe(false)
    expect(employerPostSchema.safeParse({ ...job, salary_currency: 'XXX' }).success).toBe(false)
    expect(postJobSchema.shape.salary_period.safeParse('fortnight').success).toBe(false)
    expect(employerPostSchema.parse({ ...job, salary_min: null, salary_max: undefined, salary_range: '' })).toMatchObject({ salary_min: null, salary_max: null, salary_range: null })
  })

  it('refuses words that, beside the amounts, would not fit the stored salary, saying how many do', () => {
    const amounts = { salary_min: 80_000, salary_max: 100_000, salary_currency: 'USD', salary_period: 'year' } as const
    // "$80,000 - $100,000 a year, " leaves 73 of the 100 characters for the words.
    expect(postedSalaryProblems({ ...amounts, salary_range: 'w'.repeat(73) })).toEqual([])
    expect(postedSalaryProblems({ ...amounts, salary_range: 'w'.repeat(74) })).toEqual([
      { path: 'salary_range', message: 'Pay details must be less than 73 characters beside the amounts' },
    ])
    // Words alone have the whole field: the schema's own limit applies.
    expect(postedSalaryProblems({ salary_range: 'w'.repeat(100) })).toEqual([])
  })
})
