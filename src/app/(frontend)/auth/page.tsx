import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthPanel } from '@/components/auth/AuthPanel'
import { currentUser } from '@/lib/auth/currentUser'
import { safeReturnPath } from '@/lib/auth/returnPath'

import { AuthTabs } from './AuthTabs'

export const metadata: Metadata = {
  title: 'Sign in or create an account',
  description:
    'Sign in to Remote Passport to post and manage your remote job listings and save favorite jobs, or create a free account.',
}

/**
 * `?next=/premium`: the page a member goes back to once signed in (a path on this site only);
 * `?tab=sign-up` opens on Sign Up.
 */
export default async function AuthPage({ searchParams }: { searchParams: Promise<{ next?: string | string[]; tab?: string | string[] }> }) {
  const query = await searchParams
  const next = safeReturnPath(query.next)
  if (await currentUser()) redirect(next ?? '/')
  return (
    <AuthPanel
      title="Welcome to Remote Passport"
      description="Sign in to post and manage your remote job listings, or create a free account to get started."
    >
      <AuthTabs next={next} initialTab={query.tab === 'sign-up' ? 'sign-up' : 'sign-in'} />
    </AuthPanel>
  )
}
