import { buttonClasses } from '@/components/ui/button'
import type { heldPostChoices } from '@/lib/jobs/posting/confirmPost'
import { describePostingTerms, REVIEW_PROMISE } from '@/lib/jobs/posting/postingTerms'
import { leavesPayment } from '@/lib/jobs/posting/postTerms'

import { confirmHeldPostAction } from '../../actions'
import { formatMoney } from '@/lib/payments/askedPrice'

/** A post still waiting for its address, confirmed here as from the emailed link: a plain form, so it works without JavaScript. */
export function ConfirmHeldPost({ jobId, choices }: { jobId: number; choices: Awaited<ReturnType<typeof heldPostChoices>> }) {
  const toPay = leavesPayment(choices.terms)
  return (
    <section aria-labelledby="confirm" className="space-y-3 rounded-xl border border-blue-200 bg-blue-50 p-4">
      <h2 id="confirm" className="text-xl font-semibold">
        Confirm the post
      </h2>
      <p className="text-slate-700">
        It is not listed until you confirm it. {describePostingTerms(choices.terms, 'this address')}
        {toPay ? '' : ` ${REVIEW_PROMISE}`}
      </p>
      <form action={confirmHeldPostAction} className="space-y-3">
        <input type="hidden" name="jobId" value={jobId} />
        {choices.plans.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="font-medium">Choose a plan</legend>
            {choices.plans.map((plan, index) => (
              <label key={plan.id} className="flex items-center gap-2">
                <input type="radio" name="plan" value={plan.id} defaultChecked={index === 0} required />
                <span>
                  {plan.name}: {formatMoney(plan.price)}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <button type="submit" className={buttonClasses()}>
          {toPay ? 'Confirm and continue to payment' : 'Confirm and publish'}
        </button>
      </form>
    </section>
  )
}
