'use client'

import Link from 'next/link'
import { lazy, Suspense } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { useViewer } from '@/components/viewer/ViewerProvider'

// The form (react-hook-form, the server action) is downloaded by members only, once they are seen
// (the viewer is known in the browser only, so the server never renders it).
const SaveAlertForm = lazy(() => import('./SaveAlertForm'))

/**
 * Saves the current /jobs search as an emailed alert (members), or invites to sign in. Until the
 * browser knows who is looking it shows neither (a member would see the invitation flash); a
 * browser without JavaScript gets the invitation.
 */
export function SaveAlert({ query }: { query: string }) {
  const { viewer } = useViewer()
  const invitation = (
    <Link href="/auth" className={buttonClasses('outline', 'sm')}>
      Sign in to get email alerts for this search
    </Link>
  )
  if (!viewer) return <noscript>{invitation}</noscript>
  if (viewer.account?.collection !== 'members') return invitation
  return (
    <Suspense fallback={null}>
      <SaveAlertForm query={query} />
    </Suspense>
  )
}
