/**
 * What an employer page post costs: the plan chosen (if any), whether the launch special made it
 * free, and how many employers the special lets post free (Site Settings; 10 unless an admin changed it).
 */
export type PostingTerms = { plan: { name: string; price: number } | null; free: boolean; freeEmployers?: number }

/**
 * The same words on the confirmation screen and in the email, with `to` the address the team
 * writes to ("this address" in the email itself). Payments are not online yet: a paid plan is
 * invoiced by the team.
 */
export const describePostingTerms = ({ plan, free, freeEmployers = 10 }: PostingTerms, to: string) => {
  if (free) {
    return plan
      ? `Plan: ${plan.name}. It is free: you are one of our first ${freeEmployers} employers (Launch Special), so there is nothing to pay.`
      : `No plan was chosen, and it is free: you are one of our first ${freeEmployers} employers (Launch Special).`
  }
  return plan
    ? `Plan: ${plan.name} ($${plan.price}). Online payment is not available yet: our team will send an invoice for $${plan.price} to ${to}.`
    : `No plan was chosen: our team will write to ${to} about a plan before the job goes live.`
}

export const REVIEW_PROMISE = 'What happens next: a moderator reviews every posting within 24 hours.'
