import type { CollectionBeforeValidateHook } from 'payload'

import { companyId } from '../../../src/lib/companies/companyId'

export const assignCompanyId: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || data.slug || !data.name) return data
  return { ...data, slug: companyId(data.name) }
}
