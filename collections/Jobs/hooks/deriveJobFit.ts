import type { CollectionBeforeChangeHook } from 'payload'

import { withJobFit } from '@/lib/jobs/jobFit'
import type { ExchangeRates } from '@/lib/money/exchangeRates'

/**
 * Who may apply and the salary in yearly dollars, kept in step with the texts and the rates. A
 * caller writing many jobs at once (the import) hands the rates over in `context.exchangeRates`
 * rather than have each save read them again.
 */
export const deriveJobFit: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const rates =
    (req.context.exchangeRates as ExchangeRates | undefined) ??
    ((await req.payload.findGlobal({ slug: 'exchange-rates', depth: 0, req, overrideAccess: true })) as ExchangeRates)
  // On create Payload passes an empty originalDoc: there is nothing stored yet.
  return withJobFit(data, operation === 'create' ? undefined : originalDoc, { rates: rates.rates ?? [] })
}
