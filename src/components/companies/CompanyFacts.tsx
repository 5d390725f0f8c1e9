import type { CompanySummary } from '@/lib/companies/companySummary'
import { cn } from '@/lib/cn'

type Facts = Pick<CompanySummary, 'industry' | 'hiringRegions' | 'scheduleType'>

/** Hiring regions and schedule (and industry, where asked) as labelled facts. */
export function CompanyFacts({
  company,
  compact = false,
  withIndustry = false,
  className,
}: {
  company: Facts
  compact?: boolean
  withIndustry?: boolean
  className?: string
}) {
  const facts = [
    ...(withIndustry ? [['Industry', company.industry] as const] : []),
    ['Hiring Regions', company.hiringRegions] as const,
    ['Schedule', company.scheduleType] as const,
  ].filter(([, value]) => value)
  return (
    <dl className={cn(compact ? 'space-y-1 text-sm' : 'space-y-3', className)}>
      {facts.map(([label, value]) => (
        <div key={label} className={compact ? 'flex gap-1.5' : ''}>
          <dt className={compact ? 'text-slate-500' : 'text-sm text-slate-500'}>
            {label}
            {compact && ':'}
          </dt>
          <dd className="font-medium text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
