import type { CollectionConfig, Field } from 'payload'

import { editors, editorsOrPublished } from '@/lib/access/roles'
import { httpUrlOnly, httpUrlOrSitePath } from './urlValidation'

/** Guide content: editors draft and publish, the public reads what is published. */
export const editorialAccess: CollectionConfig['access'] = {
  create: editors,
  read: editorsOrPublished,
  update: editors,
  delete: editors,
  readVersions: editors,
}

export const editorialVersions: CollectionConfig['versions'] = {
  drafts: true,
  maxPerDoc: 25,
}

export const sortOrderField: Field = {
  name: 'sortOrder',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
}

export const linkField = (name = 'link', required = true): Field => ({
  name,
  type: 'text',
  required,
  maxLength: 500,
  validate: httpUrlOrSitePath,
  admin: { description: 'A full https:// address, or a path on this site such as /nomad-visas.' },
})

export const ratingField: Field = {
  name: 'rating',
  type: 'number',
  min: 0,
  max: 5,
  required: true,
  admin: { step: 0.1, description: 'Out of 5.' },
}

export const listField = (name: string, description?: string): Field => ({
  name,
  type: 'text',
  hasMany: true,
  admin: description ? { description } : undefined,
})

export const logoField: Field = {
  name: 'logo',
  type: 'text',
  maxLength: 500,
  validate: httpUrlOnly,
  admin: { description: 'Logo image address; the first letter of the name is shown without one.' },
}

export const sponsoredField: Field = {
  name: 'sponsored',
  type: 'checkbox',
  defaultValue: false,
  admin: { position: 'sidebar', description: 'Shows the Recommended badge; its links carry rel="sponsored".' },
}

/** The fields every provider card shares: name, logo, rating, best-for, link. */
export const providerBaseFields: Field[] = [
  { name: 'name', type: 'text', required: true },
  logoField,
  ratingField,
  { name: 'bestFor', type: 'text', required: true },
]

export const providerAdmin = (group = 'Nomad guides'): CollectionConfig['admin'] => ({
  useAsTitle: 'name',
  defaultColumns: ['name', 'rating', 'bestFor', 'sponsored', '_status', 'updatedAt'],
  listSearchableFields: ['name', 'bestFor'],
  group,
})
