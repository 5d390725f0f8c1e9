import type { RenewalChoices } from '@/lib/employers/renewJob'
import { buttonClasses } from '@/components/ui/button'

import { renewJobAction } from '../../actions'
import { formatMoney } from '@/lib/payments/askedPrice'

/** Renew with a bundle's post, or a plan on Stripe Checkout: plain forms, so they work without JavaScript. */
export function RenewJobForm({ jobId, choices, expired }: { jobId: number; choices: RenewalChoices; expired: boolean }) {
  const { plans, credit } = choices
  const from = expired ? 'from today' : 'from its current end date'
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold">{expired ? 'Renew the job' : 'Extend the listing'}</h3>
      {credit && (
        <form action={renewJobAction} className="space-y-2">
          <input type="hidden" name="jobId" value={jobId} />
          <input type="hidden" name="use" value="credit" />
          <p className="text-sm text-slate-600">
            Use a post left from your bundle ({credit.left} left): {credit.listingDays} more days, {from}.
          </p>
          <button type="submit" className={buttonClasses()}>
            Use a bundle post
          </button>
        </form>
      )}
      {plans.length > 0 ? (
        <form action={renewJobAction} className="space-y-3">
          <input type="hidden" name="jobId" value={jobId} />
          <fieldset className="space-y-2">
            <legend className="text-sm text-slate-600">Or pay for more time ({from}):</legend>
            {plans.map((plan, index) => (
              <label key={plan.id} className="flex items-center gap-2">
                <input type="radio" name="plan" value={plan.id} defaultChecked={index === 0} required />
                <span>
                  {plan.name}: {formatMoney(plan.price)} for {plan.listingDays} days
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className={buttonClasses('outline')}>
            Continue to payment
          </button>
        </form>
      ) : (
        !credit && (
          <p className="text-sm text-slate-600">
            {choices.payments ? 'No plan is on sale right now.' : 'Payments are not switched on: write to us to renew this job, and we will send an invoice.'}
          </p>
        )
      )}
    </div>
  )
}
