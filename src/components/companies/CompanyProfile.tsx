import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { aboutRemoteWork } from '@/lib/companies/aboutRemoteWork'
import { externalHttpUrl } from '@/lib/companies/companyLinks'
import type { CompanySummary } from '@/lib/companies/companySummary'
import type { CompanyJob } from '@/lib/companies/openJobsOfCompany'

import { BackToCompanies } from './BackToCompanies'
import { CompanyFacts } from './CompanyFacts'
import { CompanyOpenJobs } from './CompanyOpenJobs'

function CareersLink({
  url,
  company,
  children,
}: {
  url: string | null
  company: string
  children: string
}) {
  if (!url)
    return <p className="text-sm text-slate-600">The careers link of {company} is not available.</p>
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('default', 'lg')}
    >
      {children}
      <span className="sr-only"> at {company} (opens in a new tab)</span>
    </a>
  )
}

/** A company's profile: header, roles, remote work, open jobs, info and apply panels. */
export function CompanyProfile({ company, jobs }: { company: CompanySummary; jobs: CompanyJob[] }) {
  const hiringUrl = externalHttpUrl(company.hiringLink)
  const roles = company.roles ?? []
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackToCompanies />
      <header className="mt-6 flex flex-col gap-6 rounded-xl border border-slate-200 bg-gradient-to-br from-blue-50 to-white p-6 sm:flex-row sm:items-end sm:justify-between sm:p-8">
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{company.name}</h1>
          {company.industry && <p className="text-lg text-slate-700">{company.industry}</p>}
          <CompanyFacts company={company} compact />
        </div>
        <CareersLink url={hiringUrl} company={company.name}>
          View Open Positions
        </CareersLink>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {roles.length > 0 && (
            <Card>
              <section aria-labelledby="roles-heading">
                <CardHeader>
                  <h2 id="roles-heading" className="text-xl font-semibold">
                    Typical Remote Roles
                  </h2>
                </CardHeader>
                <CardContent>
                  <ul className="flex flex-wrap gap-2">
                    {roles.map((role) => (
                      <li key={role}>
                        <Badge className="text-sm">{role}</Badge>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </section>
            </Card>
          )}
          <Card>
            <section aria-labelledby="about-heading">
              <CardHeader>
                <h2 id="about-heading" className="text-xl font-semibold">
                  About Remote Work at {company.name}
                </h2>
              </CardHeader>
              <CardContent>
                <p className="leading-relaxed text-slate-700">{aboutRemoteWork(company)}</p>
              </CardContent>
            </section>
          </Card>
          <CompanyOpenJobs company={company.name} jobs={jobs} />
        </div>

        <aside aria-label={`${company.name} at a glance`} className="space-y-6">
          <Card>
            <section aria-labelledby="info-heading">
              <CardHeader>
                <h2 id="info-heading" className="text-lg font-semibold">
                  Company Info
                </h2>
              </CardHeader>
              <CardContent>
                <CompanyFacts company={company} withIndustry />
              </CardContent>
            </section>
          </Card>
          <Card className="border-blue-200 bg-blue-50">
            <section aria-labelledby="apply-heading">
              <CardHeader>
                <h2 id="apply-heading" className="text-lg font-semibold">
                  Ready to Apply?
                </h2>
                <p className="text-sm text-slate-700">
                  See every current opening at {company.name} and apply on their careers page.
                </p>
              </CardHeader>
              <CardContent>
                <CareersLink url={hiringUrl} company={company.name}>
                  Careers Page
                </CareersLink>
              </CardContent>
            </section>
          </Card>
        </aside>
      </div>
    </div>
  )
}
