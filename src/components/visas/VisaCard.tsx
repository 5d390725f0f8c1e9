'use client'

import { buttonClasses } from '@/components/ui/button'
import { SmartLink } from '@/components/guides/SmartLink'
import { APPLY_NOW } from '@/lib/guides/labels'
import type { VisaCardData } from '@/lib/visas/visaCardData'
import { flagSrc } from '@/lib/visas/flagSrc'

const FACTS = [
  ['Duration', 'duration'],
  ['Minimum income', 'minIncome'],
  ['Cost', 'cost'],
  ['Processing time', 'processingTime'],
] as const

/**
 * A visa program's card. Rendered from its data in the browser as on the server, so the page
 * carries each card's facts once rather than its whole markup twice; its look is the `visa-card`
 * classes of globals.css, written once rather than on every card.
 */
export function VisaCard({ visa }: { visa: VisaCardData }) {
  return (
    <article className="visa-card">
      <div className="visa-card-head">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG served by this site */}
        <img src={flagSrc(visa.countryCode)} alt="" loading="lazy" />
        <div className="min-w-0">
          <h3>{visa.country}</h3>
          {visa.program && <p>{visa.program}</p>}
        </div>
        <span className="visa-region">{visa.region}</span>
      </div>
      {visa.eligibility && <p className={`visa-eligibility visa-eligibility-${visa.eligibility.status}`}>{visa.eligibility.text}</p>}
      <dl className="visa-facts">
        {FACTS.map(([label, field]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>
              {visa[field]}
              {field === 'minIncome' && visa.incomeNote && <small>{visa.incomeNote}</small>}
            </dd>
          </div>
        ))}
      </dl>
      {visa.benefits.length > 0 && (
        <ul aria-label="Benefits" className="visa-benefits">
          {visa.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      )}
      <div className="visa-card-foot">
        <SmartLink href={visa.applyUrl} className={buttonClasses('default', 'default', 'w-full')}>
          {APPLY_NOW}
          <span className="sr-only">{`: ${visa.country}`}</span>
        </SmartLink>
        <p>
          {visa.reviewed && `Last reviewed ${visa.reviewed}`}
          {visa.sourceUrl && (
            <>
              {visa.reviewed && ' · '}
              <SmartLink href={visa.sourceUrl} className="underline hover:text-blue-700">
                Source<span className="sr-only">{` for ${visa.country}`}</span>
              </SmartLink>
            </>
          )}
        </p>
        {visa.outOfDate && (
          <p className="visa-stale">
            <strong>May be out of date.</strong>{' '}
            {visa.officialUrl ? (
              <SmartLink href={visa.officialUrl} className="underline hover:text-amber-950">
                Check the official source<span className="sr-only">{` for ${visa.country}`}</span>
              </SmartLink>
            ) : (
              'Check the official source before you apply.'
            )}
          </p>
        )}
      </div>
    </article>
  )
}
