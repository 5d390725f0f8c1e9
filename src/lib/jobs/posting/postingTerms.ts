import { longDate } from '../../text/longDate'

/**
 * What an employer page post costs: the plan chosen (if any), whether the launch special made it
 * free, how many employers the special lets post free (Site Settings; 10 unless an admin changed
 * it), and how a post that is not free is paid: by Stripe Checkout, by a post left from a bundle,
 * or, with payments off, by the team's invoice.
 */
export type PostingTerms = {
  plan: { name: string; price: number } | null
  free: boolean
  freeEmployers?: number
  paidBy?: 'checkout' | 'credit' | 'invoice'
  /** A bundle's posts left after this one, and the day they can be used until (ISO). */
  credit?: { left: number; until: string }
}

export const UNPAID_POST_DAYS = 7

/** How long a post waits for its contact address to confirm it before it is removed. */
export const HELD_POST_DAYS = 7

/**
 * The same words on the confirmation screen and in the email, with `to` the address the team
 * writes to ("this address" in the email itself).
 */
export const describePostingTerms = ({ plan, free, freeEmployers = 10, paidBy, credit }: PostingTerms, to: string) => {
  if (free) {
    return plan
      ? `Plan: ${plan.name}. It is free: you are one of our first ${freeEmployers} employers (Launch Special), so there is nothing to pay.`
      : `No plan was chosen, and it is free: you are one of our first ${freeEmployers} employers (Launch Special).`
  }
  if (plan?.price === 0) return `Plan: ${plan.name}. It costs nothing, so there is nothing to pay.`
  if (paidBy === 'credit' && credit) {
    const left = credit.left === 1 ? '1 post' : `${credit.left} posts`
    return `This post uses one of the posts you paid for ahead: ${left} left, usable until ${longDate(credit.until)}.`
  }
  if (paidBy === 'checkout' && plan) {
    return `Plan: ${plan.name} ($${plan.price}). Pay $${plan.price} on Stripe's secure payment page and the post goes to review. A post left unpaid for ${UNPAID_POST_DAYS} days is removed.`
  }
  return plan
    ? `Plan: ${plan.name} ($${plan.price}). Online payment is not available yet: our team will send an invoice for $${plan.price} to ${to}.`
    : `No plan was chosen: our team will write to ${to} about a plan before the job goes live.`
}

/** What a poster is told once the job is saved: listed now and reviewed after, or reviewed first. */
export const postedText = (listed: boolean) =>
  listed
    ? 'Your job is listed now, and a moderator reviews it within 24 hours.'
    : 'A moderator reviews your job within 24 hours, and it is listed once approved.'

export const REVIEW_PROMISE = 'What happens next: a moderator reviews every posting within 24 hours.'

/**
 * What the poster of a held post is told: the same for every address, since nothing the address
 * is entitled to may be told before its owner confirms (the page behind the link says it).
 */
export const heldPostText = (email: string, { freeEmployers, payments }: { freeEmployers: number; payments: boolean }) => {
  const uses = [
    ...(freeEmployers > 0 ? [`it is free if you are one of our first ${freeEmployers} employers (Launch Special)`] : []),
    ...(payments ? ['it uses a post left from a bundle bought with this address if there is one'] : []),
  ]
  const otherwise = payments ? 'you choose a plan and pay' : 'our team writes to you about a plan'
  const then = uses.length ? `${uses.join(', ')}, and otherwise ${otherwise}` : otherwise
  return `We sent a link to ${email}: open it within ${HELD_POST_DAYS} days to confirm this post, which is not listed until then. When you confirm, ${then}.`
}

/**
 * Under the plans: how an employer uses what their address is entitled to. The page is cached for
 * everyone, so it says what is true on every site, whether payments are on or not.
 */
export const ENTITLEMENT_HINT =
  'Posts left from a Launch Bundle, or one of the first employers? Post without choosing a plan: we email you a link, and confirming the post from it uses them.'

/**
 * What the employer page's button says will happen when pressed, as submitEmployerJob decides it:
 * a plan that costs nothing posts at once; without a plan, or while free places are open, the
 * post waits for its address to confirm it; otherwise the chosen plan is paid on Stripe Checkout,
 * or (payments off) invoiced by the team.
 */
export const submitLabel = ({ plan, placesLeft, payments }: { plan: { price: number } | null; placesLeft: number; payments: boolean }) => {
  if (plan?.price === 0) return 'Post for Free'
  if (!plan || placesLeft > 0) return 'Submit and Confirm by Email'
  return payments ? 'Continue to Payment' : 'Submit and Get an Invoice'
}

export const HELD_FOR_CONFIRMATION = 'Your job posting is saved. Confirm it from your email to continue.'
