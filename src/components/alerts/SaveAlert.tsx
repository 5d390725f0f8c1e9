'use client'

import Link from 'next/link'
import { useState } from 'react'
import { toast } from '@/lib/toast'

import { Button, buttonClasses } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { useViewer } from '@/components/viewer/ViewerProvider'

/** Saves the current /jobs search as an emailed alert (members), or invites to sign in. */
export function SaveAlert({ query }: { query: string }) {
  const [frequency, setFrequency] = useState<'daily' | 'weekly'>('weekly')
  const [busy, setBusy] = useState(false)
  const { viewer } = useViewer()
  if (viewer?.account?.collection !== 'members') {
    return (
      <Link href="/auth" className={buttonClasses('outline', 'sm')}>
        Sign in to get email alerts for this search
      </Link>
    )
  }
  const save = async () => {
    setBusy(true)
    try {
      const response = await fetch('/api/job-alerts', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, frequency }),
      })
      const body = await response.json().catch(() => ({}))
      if (!response.ok) throw new Error(body.errors?.[0]?.data?.errors?.[0]?.message ?? body.errors?.[0]?.message ?? 'Could not save the alert.')
      toast.success('Alert saved', { description: `You will get ${frequency} emails with new jobs for this search.` })
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : 'Could not save the alert.' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="alert-frequency" className="text-slate-700">
        Email me new jobs for this search
      </label>
      <NativeSelect
        id="alert-frequency"
        value={frequency}
        onChange={(event) => setFrequency(event.target.value as 'daily' | 'weekly')}
        className="h-9 w-auto px-2"
      >
        <option value="daily">Daily</option>
        <option value="weekly">Weekly</option>
      </NativeSelect>
      <Button type="button" size="sm" variant="outline" onClick={save} disabled={busy}>
        Save alert
      </Button>
      <Link href="/alerts" className="text-blue-700 hover:underline">
        Manage alerts
      </Link>
    </div>
  )
}
