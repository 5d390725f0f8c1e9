import type { CollectionConfig } from 'payload'

import { SECTION_DISPLAYS } from '@/lib/guides/sectionDisplays'
import { editorialAccess, editorialVersions } from '../shared/editorial'
import { httpUrlOrSitePath } from '../shared/urlValidation'

/**
 * The written guides (/remote-work-tools, /lifestyle-tips, /remote-resume-tips …): one document per
 * route, its sections and items editable without touching page code.
 */
export const Guides: CollectionConfig<'guides'> = {
  slug: 'guides',
  access: editorialAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'description'],
    group: 'Nomad guides',
  },
  versions: editorialVersions,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      // The page is /{slug} (src/app/(frontend)/[guide]): one path segment of plain letters.
      validate: (value: string | null | undefined) =>
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value ?? '') || 'Lowercase letters, digits and single hyphens only, e.g. lifestyle-tips.',
      admin: {
        position: 'sidebar',
        description: 'The page path without the slash, e.g. lifestyle-tips.',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      admin: { description: 'Shown under the title and in search results.' },
    },
    {
      name: 'sections',
      type: 'array',
      fields: [
        { name: 'heading', type: 'text', required: true },
        {
          name: 'display',
          type: 'select',
          required: true,
          defaultValue: 'cards',
          options: SECTION_DISPLAYS.map(({ value, label }) => ({ value, label })),
          admin: { description: 'How the section is shown on the page.' },
        },
        {
          name: 'label',
          type: 'text',
          admin: { description: 'A badge such as Critical or Foundation.' },
        },
        { name: 'intro', type: 'textarea' },
        {
          name: 'items',
          type: 'array',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'text', type: 'textarea' },
            {
              name: 'label',
              type: 'text',
              admin: { description: 'A badge, a price or a priority.' },
            },
            {
              name: 'figure',
              type: 'number',
              admin: {
                description: "A number shown with the item, such as a skill's % of job postings.",
              },
            },
            {
              name: 'link',
              type: 'text',
              maxLength: 500,
              validate: httpUrlOrSitePath,
              admin: {
                description: 'A full https:// address, or a path on this site such as /jobs.',
              },
            },
            {
              name: 'linkLabel',
              type: 'text',
              admin: { description: 'Button text; without it the title is the link.' },
            },
            { name: 'points', type: 'text', hasMany: true },
          ],
        },
      ],
    },
  ],
  timestamps: true,
}
