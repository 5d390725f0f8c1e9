import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card'
import { companyPath, externalHttpUrl } from '@/lib/companies/companyLinks'
import type { CompanySummary } from '@/lib/companies/companySummary'

import { CompanyFacts } from './CompanyFacts'

/** The most role badges a card shows. */
export const CARD_ROLE_BADGES = 3

export function CompanyCard({
  company,
  headingLevel = 3,
}: {
  company: CompanySummary
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const hiringUrl = externalHttpUrl(company.hiringLink)
  const roles = (company.roles ?? []).slice(0, CARD_ROLE_BADGES)
  return (
    <Card className="flex h-full flex-col">
      <article aria-labelledby={`company-${company.id}`} className="flex h-full flex-col">
        <CardHeader>
          <Heading id={`company-${company.id}`} className="text-lg font-semibold text-slate-900">
            {company.name}
          </Heading>
          {company.industry && <p className="text-sm text-slate-600">{company.industry}</p>}
        </CardHeader>
        <CardContent className="flex-1 space-y-4">
          <CompanyFacts company={company} compact />
          {roles.length > 0 && (
            <ul aria-label="Typical roles" className="flex flex-wrap gap-1.5">
              {roles.map((role) => (
                <li key={role}>
                  <Badge>{role}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
        <CardFooter className="flex-wrap">
          <Link
            href={companyPath(company.slug ?? '')}
            className={buttonClasses('outline', 'sm', 'flex-1')}
          >
            View Profile<span className="sr-only"> of {company.name}</span>
          </Link>
          {hiringUrl && (
            <a
              href={hiringUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('default', 'sm', 'flex-1')}
            >
              View Jobs
              <span className="sr-only"> at {company.name} (opens in a new tab)</span>
            </a>
          )}
        </CardFooter>
      </article>
    </Card>
  )
}
