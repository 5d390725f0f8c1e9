'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from '@/lib/toast'

import { Button } from '@/components/ui/button'

/** Pause, resume or delete one alert. */
export function AlertActions({ id, status }: { id: number; status: 'active' | 'paused' }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const call = async (method: 'PATCH' | 'DELETE', body?: object, done?: string) => {
    setBusy(true)
    try {
      const response = await fetch(`/api/job-alerts/${id}`, {
        method,
        credentials: 'include',
        headers: body ? { 'Content-Type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
      })
      if (!response.ok) throw new Error(String(response.status))
      toast.success(done ?? 'Saved')
      router.refresh()
    } catch {
      toast.error('Error', { description: 'Could not change the alert. Please try again.' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex gap-2">
      {status === 'active' ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => call('PATCH', { status: 'paused' }, 'Alert paused')}>
          Pause
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => call('PATCH', { status: 'active' }, 'Alert resumed')}>
          Resume
        </Button>
      )}
      <Button size="sm" variant="destructive" disabled={busy} onClick={() => call('DELETE', undefined, 'Alert deleted')}>
        Delete
      </Button>
    </div>
  )
}
