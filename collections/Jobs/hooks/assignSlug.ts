import { randomBytes } from 'node:crypto'

import type { CollectionBeforeChangeHook } from 'payload'

import { slugify } from '@/lib/text/slugify'

/** Every job gets a stable, unique URL: /jobs/{title-company-xxxxxx}. */
export const assignSlug: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create' || data.slug) return data
  const base = slugify(`${data.job_title ?? 'job'} ${data.company_name ?? ''}`) || 'job'
  return { ...data, slug: `${base}-${randomBytes(4).toString('hex')}` }
}
