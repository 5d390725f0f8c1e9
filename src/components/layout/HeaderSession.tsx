'use client'

import Link from 'next/link'

import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { useViewer } from '@/components/viewer/ViewerProvider'

import { SignOutButton } from './SignOutButton'

/**
 * The header's part that depends on the visitor: Account (members) and Sign In or Sign Out.
 * Until the browser knows who is looking it keeps their place, so nothing shifts or flashes; a
 * browser without JavaScript never learns, and gets the Sign In link itself.
 */
export function HeaderSessionLinks({ linkClass }: { linkClass: string }) {
  const { viewer } = useViewer()
  if (!viewer) {
    return (
      <>
        <span aria-hidden className={`${linkClass} invisible`}>
          Sign In
        </span>
        <noscript>
          <Link href="/auth" className={linkClass}>
            Sign In
          </Link>
        </noscript>
      </>
    )
  }
  const account = viewer.account
  if (!account) {
    return (
      <Link href="/auth" className={linkClass}>
        Sign In
      </Link>
    )
  }
  return (
    <>
      {/* A member's own page (email, password, deleting the account); staff manage theirs in /admin. */}
      {account.collection === 'members' && (
        <Link href="/account" className={linkClass}>
          Account
        </Link>
      )}
      <SignOutButton collection={account.collection} className={linkClass} />
    </>
  )
}

/** Refreshes the signed-in session before its token expires (rendered once, not per menu). */
export function HeaderSessionKeeper() {
  const account = useViewer().viewer?.account
  if (!account || account.msLeft === null) return null
  return <SessionKeeper collection={account.collection} msLeft={account.msLeft} />
}
