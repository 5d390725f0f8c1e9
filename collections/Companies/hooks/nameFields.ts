import type { CollectionBeforeValidateHook, FieldHook } from 'payload'

import { companyId } from '@/lib/companies/companyId'

/** A new company's id (its slug) comes from its name unless one is given. */
export const assignCompanyId: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || data.slug || !data.name) return data
  return { ...data, slug: companyId(data.name) }
}

/**
 * The name lower-cased, kept for ordering: "dbt Labs" sorts among the Ds on any database
 * collation, and the directory's A-Z order stays an index scan.
 */
export const sortNameFromName: FieldHook = ({ siblingData, value }) =>
  typeof siblingData.name === 'string' ? siblingData.name.toLowerCase() : value
