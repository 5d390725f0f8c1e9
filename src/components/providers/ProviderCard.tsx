import { CompanyLogo } from '@/components/jobs/CompanyLogo'
import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { SmartLink } from '@/components/guides/SmartLink'
import { RECOMMENDED } from '@/lib/guides/labels'

import { RatingStars } from './RatingStars'

export type ProviderCardProps = {
  id: number
  name: string
  logo?: string | null
  rating: number
  bestFor: string
  sponsored?: boolean | null
  description?: string | null
  /** Label and value pairs: price, coverage, fees … in the page's order. */
  facts: [string, string | null | undefined][]
  features?: string[] | null
  cons?: string[] | null
  consLabel?: string
  link: string
  action: string
}

/** A provider of a comparison page, with all its fields. */
export function ProviderCard(provider: ProviderCardProps) {
  const headingId = `provider-${provider.id}`
  return (
    <Card
      className={
        provider.sponsored
          ? 'flex h-full flex-col border-2 border-blue-600'
          : 'flex h-full flex-col'
      }
    >
      <article aria-labelledby={headingId} className="flex h-full flex-col p-5">
        <div className="flex items-start gap-3">
          <CompanyLogo name={provider.name} src={provider.logo} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="text-lg font-semibold text-slate-900">
                {provider.name}
              </h3>
              {provider.sponsored && <Badge variant="default">{RECOMMENDED}</Badge>}
            </div>
            <RatingStars rating={provider.rating} />
          </div>
        </div>
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Best for: </span>
          {provider.bestFor}
        </p>
        {provider.description && (
          <p className="mt-2 text-sm text-slate-600">{provider.description}</p>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          {provider.facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 p-2">
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
        </dl>
        <FeatureList
          title="Features"
          items={provider.features}
          mark="✓"
          markClass="text-emerald-700"
        />
        <FeatureList
          title={provider.consLabel ?? 'Cons'}
          items={provider.cons}
          mark="–"
          markClass="text-red-700"
        />
        <div className="mt-auto pt-5">
          <SmartLink
            href={provider.link}
            sponsored={provider.sponsored}
            className={buttonClasses('default', 'default', 'w-full')}
          >
            {provider.action}
            {!provider.action.includes(provider.name) && (
              <span className="sr-only">: {provider.name}</span>
            )}
          </SmartLink>
        </div>
      </article>
    </Card>
  )
}

function FeatureList({
  title,
  items,
  mark,
  markClass,
}: {
  title: string
  items?: string[] | null
  mark: string
  markClass: string
}) {
  if (!items?.length) return null
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden className={markClass}>
              {mark}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}
