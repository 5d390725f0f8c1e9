'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from '@/lib/toast'

import { useViewer } from '@/components/viewer/ViewerProvider'

import { cn } from '@/lib/cn'

/** Sign out clears the session, toasts, then goes to /. 401/403/404 answers are ignored. */
export function SignOutButton({ collection, className }: { collection: 'members' | 'users'; className?: string }) {
  const router = useRouter()
  const viewer = useViewer()
  const [busy, setBusy] = useState(false)
  const signOut = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/${collection}/logout`, { method: 'POST', credentials: 'include' })
      if (!response.ok && ![401, 403, 404].includes(response.status)) throw new Error(String(response.status))
      toast.success('Signed out successfully')
      router.push('/')
      router.refresh()
      void viewer.refresh()
    } catch {
      toast.error('Error signing out')
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" onClick={signOut} disabled={busy} className={cn(className)}>
      Sign Out
    </button>
  )
}
