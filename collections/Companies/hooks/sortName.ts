import type { FieldHook } from 'payload'

/**
 * The name lower-cased, kept for ordering: "dbt Labs" sorts among the Ds on any database
 * collation, and the directory's A-Z order stays an index scan.
 */
export const sortNameFromName: FieldHook = ({ siblingData, value }) =>
  typeof siblingData.name === 'string' ? siblingData.name.toLowerCase() : value
