import Link from 'next/link'

import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { companyJobsHref, jobPath } from '@/lib/companies/companyLinks'
import type { CompanyJob } from '@/lib/companies/openJobsOfCompany'

const postedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** The company's jobs listed on this board, newest first. */
export function CompanyOpenJobs({ company, jobs }: { company: string; jobs: CompanyJob[] }) {
  return (
    <Card>
      <section aria-labelledby="open-jobs-heading">
        <CardHeader className="flex-row items-center justify-between gap-4">
          <h2 id="open-jobs-heading" className="text-xl font-semibold">
            Open jobs on Remote Passport
          </h2>
          {jobs.length > 0 && (
            <Link
              href={companyJobsHref(company)}
              className="shrink-0 text-sm font-medium whitespace-nowrap text-blue-700 hover:underline"
            >
              See all<span className="sr-only"> {company} jobs</span>
            </Link>
          )}
        </CardHeader>
        <CardContent>
          {jobs.length > 0 ? (
            <ul className="divide-y divide-slate-200">
              {jobs.map((job) => (
                <li
                  key={job.id}
                  className="flex flex-wrap items-baseline justify-between gap-2 py-3"
                >
                  {job.slug ? (
                    <Link
                      href={jobPath(job.slug)}
                      className="font-medium text-slate-900 hover:text-blue-700 hover:underline"
                    >
                      {job.job_title}
                    </Link>
                  ) : (
                    <span className="font-medium">{job.job_title}</span>
                  )}
                  <span className="text-sm text-slate-600">
                    {job.job_type && `${job.job_type} · `}Posted{' '}
                    <time dateTime={job.posted_date}>
                      {postedOn.format(new Date(job.posted_date))}
                    </time>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">
              {company} has no open jobs on Remote Passport right now. Their careers page lists
              every current opening.
            </p>
          )}
        </CardContent>
      </section>
    </Card>
  )
}
