/** A company's id: the name lower-cased, spaces replaced by hyphens. */
export const companyId = (name: string): string => name.trim().toLowerCase().replace(/ /g, '-')
