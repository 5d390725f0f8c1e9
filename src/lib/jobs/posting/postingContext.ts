import type { PostingTerms } from './postingTerms'

/** What the site's own posting forms tell the jobs collection about a new job. */
export type PostingContext = {
  /** Set by the site's own posting forms, which create through the local API (FOR_A_VISITOR). */
  publicRequest?: boolean
  /** Where the job came from: the /submit-job form, the employer page, the REST API. */
  postedVia?: 'form' | 'employer-page' | 'api'
  /** Jobs from the employer page wait for review (and payment) whatever the setting says. */
  requireApproval?: boolean
  /**
   * The employer page: a post that may use something tied to its contact address (the launch
   * special, a bundle's post) waits, unlisted, until that address confirms it (confirmPost.ts).
   */
  awaitingConfirmation?: boolean
  /** The employer page: a post to be paid through Stripe Checkout waits, unlisted, until it is. */
  awaitingPayment?: boolean
  /** The plan the employer page chose (looked up there): a poster never sets it directly. */
  planId?: number | null
  /** The employer page: that plan's name and price, for the contact email (none for a held post). */
  terms?: PostingTerms
}
