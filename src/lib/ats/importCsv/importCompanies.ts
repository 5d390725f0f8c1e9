import type { Payload } from 'payload'

import { companyId } from '../../companies/companyId'
import { boardIdProblem } from '../boardId'
import type { CareersPage } from '../detect/careersPage'
import { ensureSource } from '../detect/ensureSource'
import { findHiringSystem } from '../detect/findHiringSystem'
import type { ImportRow } from './readImportCsv'

export type CompanyImport = { row: ImportRow; companyId: number | null; sourceId: number | null; note: string }

/**
 * Adds or updates each company of an import and its hiring system: the one the row names (which
 * replaces a different one), else the one it already has, else the one its careers link or page
 * shows. A row that fails is reported and the others go on.
 */
export const importCompanies = async (payload: Payload, rows: ImportRow[], readPage: (link: string) => Promise<CareersPage>): Promise<CompanyImport[]> => {
  const results: CompanyImport[] = []
  for (const row of rows) {
    const slug = companyId(row.name)
    const fields = {
      name: row.name,
      hiringLink: row.hiringLink,
      ...(row.scheduleType ? { scheduleType: row.scheduleType } : {}),
      ...(row.hiringRegions ? { hiringRegions: row.hiringRegions } : {}),
      ...(row.industry ? { industry: row.industry } : {}),
      ...(row.roles ? { roles: row.roles } : {}),
    }
    try {
      const existing = (await payload.find({ collection: 'companies', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
      const company = existing
        ? await payload.update({ collection: 'companies', id: existing.id, data: fields, overrideAccess: true })
        : await payload.create({ collection: 'companies', data: { ...fields, slug }, overrideAccess: true })
      const current = (await payload.find({ collection: 'job-sources', where: { company: { equals: company.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
      if (row.system) {
        const problem = boardIdProblem(row.system.kind, row.system.board)
        if (problem) throw new Error(problem)
        if (current && (current.kind !== row.system.kind || current.board !== row.system.board)) {
          await payload.update({ collection: 'job-sources', id: current.id, data: { ...row.system, origin: 'csv' }, overrideAccess: true })
        }
        const sourceId = current?.id ?? (await ensureSource(payload, company.id, { ...row.system, origin: 'csv' }))
        results.push({ row, companyId: company.id, sourceId, note: sourceId ? 'Named in the CSV.' : 'Another company already reads this board.' })
        continue
      }
      if (current) {
        results.push({ row, companyId: company.id, sourceId: current.id, note: 'Its hiring system was already known.' })
        continue
      }
      const { found, note } = await findHiringSystem(row.hiringLink, readPage)
      const sourceId = found ? await ensureSource(payload, company.id, found) : null
      results.push({ row, companyId: company.id, sourceId, note: found && !sourceId ? 'Another company already reads this board.' : note })
    } catch (error) {
      results.push({ row, companyId: null, sourceId: null, note: (error as Error).message })
    }
  }
  return results
}
