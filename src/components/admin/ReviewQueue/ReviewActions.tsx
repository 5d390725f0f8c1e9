'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

const decide = async (jobId: number, action: 'approve' | 'reject', reason?: string) => {
  const response = await fetch(`/api/jobs/${jobId}/${action}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(reason ? { reason } : {}),
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(body.errors?.[0]?.message ?? `The server answered ${response.status}`)
}

/** Approve, or reject with a reason (required), then refresh the queue. */
export function ReviewActions({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const router = useRouter()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)

  const run = async (action: 'approve' | 'reject') => {
    if (action === 'reject' && reason.trim().length < 3) {
      toast.error('Please give a reason for the rejection.')
      return
    }
    setBusy(true)
    try {
      await decide(jobId, action, action === 'reject' ? reason.trim() : undefined)
      toast.success(action === 'approve' ? `Approved ${jobTitle}` : `Rejected ${jobTitle}`)
      router.refresh()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The review failed.')
    } finally {
      setBusy(false)
    }
  }

  const reasonId = `reason-${jobId}`
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', marginTop: '0.75rem' }}>
      <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => run('approve')} margin={false}>
        Approve
      </Button>
      <label htmlFor={reasonId} style={{ position: 'absolute', left: -10000 }}>
        Reason for rejecting {jobTitle}
      </label>
      <input
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder="Reason for rejecting"
        maxLength={500}
        style={{ flex: '1 1 16rem', padding: '0.4rem 0.6rem', border: '1px solid var(--theme-elevation-250)', borderRadius: 4, background: 'var(--theme-input-bg)', color: 'var(--theme-text)' }}
      />
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => run('reject')} margin={false}>
        Reject
      </Button>
    </div>
  )
}
