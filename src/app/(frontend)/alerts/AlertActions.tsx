'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { ALERT_NOT_CHANGED } from '@/lib/alerts/messages'
import type { AlertChange } from '@/lib/alerts/saveAlert'
import { toast } from '@/lib/toast'

import { changeAlertAction } from './actions'

/** Pause, resume or delete one alert. */
export function AlertActions({ id, status }: { id: number; status: 'active' | 'paused' }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const change = async (what: AlertChange) => {
    setBusy(true)
    const result = await changeAlertAction(id, what).catch(() => ({ ok: false as const, message: ALERT_NOT_CHANGED }))
    setBusy(false)
    if (!result.ok) {
      toast.error('Error', { description: result.message })
      return
    }
    toast.success(result.message)
    router.refresh()
  }
  return (
    <div className="flex gap-2">
      {status === 'active' ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => change('pause')}>
          Pause
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => change('resume')}>
          Resume
        </Button>
      )}
      <Button size="sm" variant="destructive" disabled={busy} onClick={() => change('delete')}>
        Delete
      </Button>
    </div>
  )
}
