import { parse } from 'csv-parse/sync'

import { companyId } from './companyId'

export type CompanyRow = {
  id: string
  name: string
  hiringLink: string
  scheduleType: string
  hiringRegions: string
  industry: string
  roles: string[]
}

const FIELDS = 6

/**
 * The company list rules: a header row, quoted fields may hold commas, rows with fewer than
 * six fields are dropped, and the id is the name lower-cased with spaces as hyphens.
 */
export const parseCompaniesCsv = (text: string): CompanyRow[] => {
  const records: string[][] = parse(text, {
    bom: true,
    from_line: 2,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  })
  return records
    .filter((fields) => fields.length >= FIELDS)
    .map(([name, hiringLink, scheduleType, hiringRegions, industry, roles]) => ({
      id: companyId(name),
      name,
      hiringLink,
      scheduleType,
      hiringRegions,
      industry,
      roles: roles
        .split(';')
        .map((role) => role.trim())
        .filter(Boolean),
    }))
}
