import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { parseCompaniesCsv } from '@/lib/companies/parseCompaniesCsv'

const header = 'name,hiringLink,scheduleType,hiringRegions,industry,roles\n'

describe('parseCompaniesCsv: the spec rules for the company list', () => {
  it('skips the header row', () => {
    const rows = parseCompaniesCsv(`${header}GitLab,https://about.gitlab.com/jobs/,Flexible / Async,Global,Developer Tools,Engineer;Designer\n`)
    expect(rows).toHaveLength(1)
    expect(rows[0].name).toBe('GitLab')
  })

  it('keeps commas inside quoted fields', () => {
    const rows = parseCompaniesCsv(`${header}Acme,https://acme.example/jobs,Flexible,"Europe, Americas","Media, Publishing",Writer\n`)
    expect(rows[0].hiringRegions).toBe('Europe, Americas')
    expect(rows[0].industry).toBe('Media, Publishing')
  })

  it('drops rows with fewer than 6 fields', () => {
    const rows = parseCompaniesCsv(`${header}Broken,https://broken.example,Flexible,Global,SaaS\nWhole,https://whole.example,Flexible,Global,SaaS,Engineer\n`)
    expect(rows.map((row) => row.name)).toEqual(['Whole'])
  })

  it('derives the id from the name: lower-cased, spaces as hyphens', () => {
    const rows = parseCompaniesCsv(`${header}Help Scout,https://helpscout.com/company/careers/,Flexible,Global,SaaS,Support\n`)
    expect(rows[0].id).toBe('help-scout')
  })

  it('splits roles on semicolons and drops empty ones', () => {
    const rows = parseCompaniesCsv(`${header}Zapier,https://zapier.com/jobs,Flexible,Global,Automation, Engineer ; Designer;;Support \n`)
    expect(rows[0].roles).toEqual(['Engineer', 'Designer', 'Support'])
  })

  it('reads the bundled seed list: about 250 companies with unique ids', () => {
    const rows = parseCompaniesCsv(readFileSync('seed/companies.csv', 'utf8'))
    expect(rows.length).toBeGreaterThanOrEqual(240)
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length)
    for (const row of rows) expect(row.hiringLink).toMatch(/^https?:\/\//)
  })
})
