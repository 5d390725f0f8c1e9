import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { SmartLink } from '@/components/guides/SmartLink'
import { APPLY_NOW } from '@/lib/guides/labels'
import { flagSrc } from '@/lib/visas/flagFile'
import { reviewedDate } from '@/lib/visas/reviewedDate'
import type { Visa } from '@/payload-types'

/** The spec's limit of benefits on a card. */
export const CARD_BENEFITS = 3

export function VisaCard({ visa }: { visa: Visa }) {
  const headingId = `visa-${visa.id}`
  const reviewed = reviewedDate(visa.lastReviewed)
  const facts: [string, string][] = [
    ['Duration', visa.duration],
    ['Minimum income', visa.minIncome],
    ['Cost', visa.cost],
    ['Processing time', visa.processingTime],
  ]
  return (
    <Card className="flex h-full flex-col">
      <article aria-labelledby={headingId} className="flex h-full flex-col p-5">
        <div className="flex items-start gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG served by this site */}
          <img
            src={flagSrc(visa.countryCode)}
            alt=""
            width={48}
            height={36}
            loading="lazy"
            className="h-9 w-12 shrink-0 rounded border border-slate-200 object-cover"
          />
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {visa.country}
            </h3>
            {visa.program && <p className="text-sm text-slate-600">{visa.program}</p>}
          </div>
          <Badge className="ml-auto shrink-0">{visa.region}</Badge>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="sr-only">
            <dt>Region</dt>
            <dd>{visa.region}</dd>
          </div>
        </dl>
        {(visa.benefits?.length ?? 0) > 0 && (
          <ul aria-label="Benefits" className="mt-4 space-y-1 text-sm text-slate-700">
            {visa.benefits!.slice(0, CARD_BENEFITS).map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <span aria-hidden className="text-emerald-700">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-5">
          <SmartLink href={visa.applyUrl} className={buttonClasses('default', 'default', 'w-full')}>
            {APPLY_NOW}
            <span className="sr-only">: {visa.country}</span>
          </SmartLink>
          <p className="mt-3 text-xs text-slate-600">
            {reviewed && <>Last reviewed {reviewed}</>}
            {visa.sourceUrl && (
              <>
                {reviewed && ' · '}
                <SmartLink href={visa.sourceUrl} className="underline hover:text-blue-700">
                  Source<span className="sr-only"> for {visa.country}</span>
                </SmartLink>
              </>
            )}
          </p>
        </div>
      </article>
    </Card>
  )
}
