import type { CollectionConfig } from 'payload'

import { admins, anyone, moderators, moderatorsField, nobodyField, staffField } from '@/lib/access/roles'
import {
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_TYPES,
  LINK_STATUSES,
  REVIEW_STATUSES,
  SCHEDULE_TYPES,
} from '@/lib/jobs/options'
import { postedNow } from '@/lib/jobs/listingDates'
import { POST_JOB_LIMITS } from '@/lib/jobs/posting/fieldLimits'
import { slugOnly } from '../shared/slugValidation'
import { httpUrlOnly } from '../shared/urlValidation'
import { staffOrListedJobs } from './access/publicJobs'
import { createEndpoint } from './endpoints/create'
import { fitFields } from './fitFields'
import { requiredUnlessImported, sourceFields } from './sourceFields'
import { reviewEndpoints } from './endpoints/review'
import { applyModeration } from './hooks/applyModeration'
import { assignSlug } from './hooks/assignSlug'
import { clearFilledWhenListed } from './hooks/clearFilled'
import { deriveJobFit } from './hooks/deriveJobFit'
import { acknowledgeContact } from './hooks/contactConfirmation'
import { guardPostedJob } from './hooks/guardPostedJob'
import { explainDuplicateJobUrlError } from './hooks/jobUrlUnique'
import { notifySearchEnginesOfChange, notifySearchEnginesOfDeletion } from './hooks/notifySearchEngines'
import { removeFavoritesOfJob } from './hooks/removeFavorites'
import { setExpiry } from './hooks/setExpiry'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

const moderated = { create: moderatorsField, update: moderatorsField }

/**
 * A job: snake_case fields (job_title, company_name, is_active …), as POST /api/jobs takes
 * them (docs/decisions.md, Jobs), then the site's own fields.
 */
export const Jobs: CollectionConfig<'jobs'> = {
  slug: 'jobs',
  access: {
    create: anyone,
    read: staffOrListedJobs,
    update: moderators,
    delete: admins,
  },
  admin: {
    useAsTitle: 'job_title',
    defaultColumns: ['job_title', 'company_name', 'category', 'is_active', 'reviewStatus', 'linkStatus', 'posted_date'],
    listSearchableFields: ['job_title', 'company_name', 'job_description'],
    group: 'Jobs board',
    description: 'Remote jobs. Only active, unexpired jobs are listed on the site.',
  },
  defaultSort: '-posted_date',
  // One job per role of a hiring system: a sync updates it in place (src/lib/ats/sync/).
  indexes: [{ fields: ['source', 'sourceJobId'], unique: true }],
  endpoints: [createEndpoint, ...reviewEndpoints],
  fields: [
    { name: 'job_title', label: 'Job title', type: 'text', required: true, maxLength: POST_JOB_LIMITS.jobTitle.max, index: true },
    { name: 'company_name', label: 'Company name', type: 'text', required: true, maxLength: POST_JOB_LIMITS.companyName.max, index: true },
    { name: 'company_logo', label: 'Company logo URL', type: 'text', maxLength: POST_JOB_LIMITS.url.max, validate: httpUrlOnly },
    { name: 'job_description', label: 'Job description', type: 'textarea', maxLength: POST_JOB_LIMITS.description.storedMax },
    { name: 'job_type', label: 'Job type', type: 'select', options: options(JOB_TYPES), index: true, validate: requiredUnlessImported },
    { name: 'schedule_type', label: 'Schedule type', type: 'select', options: options(SCHEDULE_TYPES), index: true, validate: requiredUnlessImported },
    {
      name: 'hiring_locations',
      label: 'Hiring locations',
      type: 'text',
      hasMany: true,
      required: true,
      admin: { description: 'Countries or regions the company hires in; Worldwide for global roles.' },
    },
    { name: 'education_level', label: 'Education level', type: 'select', options: options(EDUCATION_LEVELS), index: true },
    { name: 'category', type: 'select', options: options(JOB_CATEGORIES), index: true, validate: requiredUnlessImported },
    { name: 'experience_level', label: 'Experience level', type: 'select', options: options(EXPERIENCE_LEVELS), index: true },
    { name: 'salary_range', label: 'Salary range', type: 'text', maxLength: POST_JOB_LIMITS.salary.textMax, admin: { description: 'Not Specified hides it.' } },
    { name: 'posted_date', label: 'Posted date', type: 'date', required: true, defaultValue: postedNow, index: true },
    { name: 'job_url', label: 'Job application URL', type: 'text', required: true, maxLength: POST_JOB_LIMITS.url.max, validate: httpUrlOnly },
    ...fitFields,
    {
      name: 'user_id',
      label: 'Posted by member',
      type: 'relationship',
      relationTo: 'members',
      access: { create: staffField, update: staffField },
      admin: { position: 'sidebar', description: 'Empty for jobs posted through the public form.' },
    },
    {
      name: 'is_active',
      label: 'Listed',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      access: moderated,
      admin: { position: 'sidebar' },
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      validate: slugOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      type: 'collapsible',
      label: 'Review',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'reviewStatus', type: 'select', defaultValue: 'pending', options: options(REVIEW_STATUSES), access: moderated, index: true },
        { name: 'rejectionReason', type: 'textarea', access: moderated },
        { name: 'plan', type: 'relationship', relationTo: 'posting-plans' },
        {
          name: 'contactEmail',
          type: 'email',
          access: { read: staffField },
          admin: { description: 'The poster, told of the review outcome once the address is confirmed.' },
        },
        {
          name: 'contactEmailConfirmed',
          type: 'checkbox',
          defaultValue: false,
          // Set by the server only: public posts may carry nothing but the form's fields (guardPostedJob).
          access: { read: staffField },
          admin: { readOnly: true, description: 'The owner of the address confirmed this post from the link we emailed.' },
        },
        { name: 'expiresAt', type: 'date', index: true, access: moderated },
        { name: 'isDemo', type: 'checkbox', defaultValue: false, access: { create: staffField, update: staffField }, index: true },
        {
          name: 'postedVia',
          type: 'select',
          options: [
            { label: 'Post a Job form', value: 'form' },
            { label: 'Employer page', value: 'employer-page' },
            { label: 'REST API', value: 'api' },
            { label: "Imported from the company's hiring system", value: 'import' },
          ],
          access: { create: staffField, update: staffField },
          admin: { readOnly: true },
        },
        {
          name: 'freeLaunchSpecial',
          type: 'checkbox',
          defaultValue: false,
          access: { create: staffField, update: staffField },
          admin: { readOnly: true, description: 'Posted free as one of the first employers (Launch Special), confirmed by the address.' },
        },
        {
          name: 'filledAt',
          type: 'date',
          access: moderated,
          admin: { description: 'Closed as filled by its employer: the page says the position has been filled. Cleared when reopened.' },
        },
        {
          name: 'employerEdit',
          type: 'json',
          access: { read: staffField, create: nobodyField, update: nobodyField },
          admin: {
            readOnly: true,
            description: "The employer's last change, for review: each field before and after, and the new text when it waits for approval.",
          },
        },
      ],
    },
    ...sourceFields,
    {
      type: 'collapsible',
      label: 'Link check',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'linkStatus',
          type: 'select',
          defaultValue: 'unchecked',
          options: options(LINK_STATUSES),
          access: moderated,
          index: true,
          admin: { components: { Cell: '/src/components/admin/LinkStatusCell#LinkStatusCell' } },
        },
        { name: 'lastCheckedAt', type: 'date', access: moderated },
        {
          name: 'consecutiveFailures',
          type: 'number',
          defaultValue: 0,
          min: 0,
          access: moderated,
          admin: { description: 'Link checks in a row that found the link broken; at the setting\'s number the job is deactivated.' },
        },
        { name: 'linkCheckReason', type: 'text', access: moderated, admin: { readOnly: true, description: 'What the last check saw.' } },
      ],
    },
  ],
  hooks: {
    beforeOperation: [guardPostedJob],
    beforeChange: [applyModeration, assignSlug, setExpiry, deriveJobFit, clearFilledWhenListed],
    afterChange: [acknowledgeContact, notifySearchEnginesOfChange],
    beforeDelete: [removeFavoritesOfJob],
    afterDelete: [notifySearchEnginesOfDeletion],
    afterError: [explainDuplicateJobUrlError],
  },
  timestamps: true,
}
