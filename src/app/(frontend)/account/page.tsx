import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { currentUser } from '@/lib/auth/currentUser'

import { ChangeEmailForm } from './ChangeEmailForm'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccountForm } from './DeleteAccountForm'

export const metadata: Metadata = { title: 'Your account', robots: { index: false } }

const sectionClass = 'space-y-4 rounded-xl border border-slate-200 p-6'

/** A member's account: their email and password, their saved things, and deleting it all. */
export default async function AccountPage() {
  const user = await currentUser()
  if (user?.collection !== 'members') redirect(user ? '/admin' : '/auth')
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
        <p className="break-words text-slate-600">
          Signed in as <strong>{user.email}</strong>. Your <Link href="/jobs?tab=favorites" className="font-medium text-blue-700 underline">favorite jobs</Link> and{' '}
          <Link href="/alerts" className="font-medium text-blue-700 underline">job alerts</Link> are a click away.
        </p>
      </div>
      <section aria-labelledby="email-heading" className={sectionClass}>
        <h2 id="email-heading" className="text-xl font-semibold">Email</h2>
        <p className="text-sm text-slate-600">We send a link to the new address; your email changes once you open it. Your current address is told too.</p>
        <ChangeEmailForm pendingEmail={user.pendingEmail ?? null} />
      </section>
      <section aria-labelledby="password-heading" className={sectionClass}>
        <h2 id="password-heading" className="text-xl font-semibold">Password</h2>
        <p className="text-sm text-slate-600">Changing it signs you out everywhere else.</p>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="delete-heading" className={`${sectionClass} border-red-200`}>
        <h2 id="delete-heading" className="text-xl font-semibold text-red-800">Delete my account</h2>
        <p className="text-sm text-slate-600">
          This deletes your account, your favorite jobs, your job alerts and your newsletter subscription for good. Jobs you posted stay on the board.
        </p>
        <DeleteAccountForm />
      </section>
    </div>
  )
}
