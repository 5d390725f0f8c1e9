import { parse } from 'csv-parse/sync'

import { isAtsKind } from '../boardId'
import type { AtsKind } from '../types'

/** A company as a CSV names it: the bundled list's columns, and optionally its hiring system. */
export type ImportRow = {
  line: number
  name: string
  hiringLink: string
  scheduleType?: string
  hiringRegions?: string
  industry?: string
  roles?: string[]
  /** atsKind + atsBoard columns, when the CSV names the hiring system itself. */
  system?: { kind: AtsKind; board: string }
}

export type CsvReading = { rows: ImportRow[]; problems: string[] }

const cell = (record: Record<string, string | undefined>, name: string) => record[name]?.trim() || undefined

/**
 * Reads a companies CSV with a header row: `name` and `hiringLink` are needed, `scheduleType`,
 * `hiringRegions`, `industry` and `roles` (semicolon-separated) are kept when present, as in
 * seed/companies.csv; `atsKind` and `atsBoard` name the hiring system instead of finding it. A row
 * that cannot be used is reported by its line and skipped; the others go on.
 */
export const readImportCsv = (text: string): CsvReading => {
  let records: Array<Record<string, string | undefined>>
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    })
  } catch (error) {
    return { rows: [], problems: [`The file is not CSV this can read: ${(error as Error).message}`] }
  }
  const rows: ImportRow[] = []
  const problems: string[] = []
  records.forEach((record, index) => {
    const line = index + 2
    const name = cell(record, 'name')
    const hiringLink = cell(record, 'hiringLink')
    if (!name || !hiringLink) return problems.push(`Line ${line}: a company needs a name and a hiringLink.`)
    if (!/^https?:\/\/[^\s]+$/i.test(hiringLink)) return problems.push(`Line ${line} (${name}): the hiringLink is not a web address.`)
    const kind = cell(record, 'atsKind')?.toLowerCase()
    const board = cell(record, 'atsBoard')
    if ((kind || board) && !(isAtsKind(kind) && board)) return problems.push(`Line ${line} (${name}): atsKind must be one of the seven kinds, with an atsBoard.`)
    rows.push({
      line,
      name,
      hiringLink,
      scheduleType: cell(record, 'scheduleType'),
      hiringRegions: cell(record, 'hiringRegions'),
      industry: cell(record, 'industry'),
      roles: cell(record, 'roles')
        ?.split(';')
        .map((role) => role.trim())
        .filter(Boolean),
      ...(isAtsKind(kind) && board ? { system: { kind, board } } : {}),
    })
  })
  return { rows, problems }
}
