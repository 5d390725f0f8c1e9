'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { after } from 'next/server'

import { closeJobAsFilled, reopenJob } from '@/lib/employers/closeJob'
import { confirmPostAsEmployer } from '@/lib/jobs/posting/confirmPost'
import { currentEmployer } from '@/lib/employers/currentEmployer'
import { type EditOutcome, editEmployerJob } from '@/lib/employers/editEmployerJob'
import { EMPLOYER_COOKIE } from '@/lib/employers/employerSession'
import { renewJob } from '@/lib/employers/renewJob'
import { requestSignInLink, type SignInLinkOutcome } from '@/lib/employers/signInLink'
import { employerEditSchema } from '@/lib/jobs/posting/postJobSchema'
import { formFieldsOf } from '@/lib/jobs/posting/posterFields'
import { payloadClient } from '@/lib/payload'
import { stripePayments } from '@/lib/payments/stripeClient'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

import { type Notice, noticeFor, SESSION_ENDED } from './notices'

/** "Email me a sign-in link" (the same answer for every address). */
export async function requestSignInLinkAction(values: unknown): Promise<SignInLinkOutcome> {
  return requestSignInLink(await payloadClient(), values, { clientAddress: clientAddress(await headers()), later: after })
}

export async function signOutAction() {
  ;(await cookies()).delete(EMPLOYER_COOKIE)
  redirect('/employer')
}

const jobIdOf = (form: FormData) => Number(form.get('jobId'))

/** The signed-in employer, or back to /employer to sign in again. */
const employer = async () => {
  const session = await currentEmployer()
  if (!session) redirect('/employer?link=ended')
  return session
}

const back = (jobId: number, notice: Notice): never => redirect(`/employer/jobs/${jobId}?notice=${notice}`)

/** "Close as filled": a button, so it works without JavaScript. */
export async function closeJobAction(form: FormData) {
  const { email } = await employer()
  const id = jobIdOf(form)
  const outcome = await closeJobAsFilled(await payloadClient(), email, id)
  back(id, outcome.ok ? 'closed' : noticeFor(outcome.message))
}

export async function reopenJobAction(form: FormData) {
  const { email } = await employer()
  const id = jobIdOf(form)
  const outcome = await reopenJob(await payloadClient(), email, id)
  back(id, outcome.ok ? 'reopened' : noticeFor(outcome.message))
}

/** Renew with a bundle's post (at once) or a plan (on to Stripe Checkout). */
export async function renewJobAction(form: FormData) {
  const { email } = await employer()
  const id = jobIdOf(form)
  const planId = Number(form.get('plan'))
  const choice = form.get('use') === 'credit' ? { credit: true as const } : { planId: Number.isInteger(planId) && planId > 0 ? planId : null }
  const outcome = await renewJob(await payloadClient(), stripePayments(), email, id, choice)
  if (outcome.ok && outcome.state === 'pay') redirect(outcome.checkoutUrl)
  back(id, outcome.ok ? 'renewed' : noticeFor(outcome.message))
}

/**
 * "Confirm and publish" for a post still waiting for its address: the signed-in employer proved the
 * address with the link that opened the session, so a free place or a bundle post may be used.
 */
export async function confirmHeldPostAction(form: FormData) {
  const { email } = await employer()
  const id = jobIdOf(form)
  const planId = Number(form.get('plan'))
  const outcome = await confirmPostAsEmployer(await payloadClient(), stripePayments(), { email, jobId: id, planId: Number.isInteger(planId) && planId > 0 ? planId : null })
  if (outcome.ok && outcome.state === 'pay') {
    // Stripe did not answer: the post waits for payment, and its page offers the payment again.
    if (!outcome.checkoutUrl) back(id, 'payment-page-failed')
    redirect(outcome.checkoutUrl!)
  }
  back(id, outcome.ok ? (outcome.state === 'listed' ? 'confirmed-listed' : 'confirmed-in-review') : noticeFor(outcome.message))
}

/** The edit form: the posting form's fields and nothing else. */
export async function editJobAction(jobId: number, values: unknown): Promise<EditOutcome> {
  const session = await currentEmployer()
  if (!session) return { ok: false, message: SESSION_ENDED, fieldErrors: [] }
  return editEmployerJob(await payloadClient(), session.email, Number(jobId), formFieldsOf(values, employerEditSchema))
}
