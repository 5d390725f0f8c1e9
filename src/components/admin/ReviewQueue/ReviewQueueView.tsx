import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../../lib/access/roles'
import { STAFF_VIEWS } from '../../../lib/access/staffViews'
import type { EmployerEdit } from '../../../lib/employers/employerJobs'
import { EmployerChanges } from './EmployerChanges'
import { ReviewActions } from './ReviewActions'

const PAGE_SIZE = 50

/** /admin/review-queue: pending jobs, newest first, each approved or rejected in one click. */
export async function ReviewQueueView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = hasRole(req.user, ...STAFF_VIEWS.reviewQueue.roles)
  const { docs, totalDocs } = allowed
    ? await req.payload.find({
        collection: 'jobs',
        where: { reviewStatus: { equals: 'pending' } },
        sort: '-createdAt',
        limit: PAGE_SIZE,
        depth: 0,
        req,
        overrideAccess: false,
      })
    : { docs: [], totalDocs: 0 }

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ marginBottom: '0.5rem' }}>Review queue</h1>
        {!allowed ? (
          <p role="alert">Only moderators and admins may review jobs.</p>
        ) : (
          <>
            <p style={{ color: 'var(--theme-elevation-600)' }}>
              {totalDocs === 0 ? 'No jobs wait for review.' : `${totalDocs} job${totalDocs === 1 ? '' : 's'} waiting for review, newest first.`}
            </p>
            <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem', marginTop: '1.5rem' }}>
              {docs.map((job) => (
                <li key={job.id} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: '1rem' }}>
                  <h2 style={{ fontSize: '1.1rem', margin: 0 }}>
                    <a href={`/admin/collections/jobs/${job.id}`}>{job.job_title}</a>
                  </h2>
                  <p style={{ margin: '0.25rem 0' }}>
                    {[job.company_name, job.category, job.job_type, job.is_active ? 'listed now' : 'not listed until approved'].filter(Boolean).join(' · ')}
                  </p>
                  <p style={{ margin: '0.25rem 0', fontSize: '0.9rem', color: 'var(--theme-elevation-600)' }}>
                    Posted {new Date(job.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC
                    {job.contactEmail ? ` · contact ${job.contactEmail}` : ' · no contact email'} ·{' '}
                    <a href={job.job_url} target="_blank" rel="noopener noreferrer">
                      job URL
                    </a>
                  </p>
                  {job.employerEdit ? <EmployerChanges edit={job.employerEdit as EmployerEdit} /> : null}
                  <ReviewActions jobId={job.id} jobTitle={job.job_title} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
