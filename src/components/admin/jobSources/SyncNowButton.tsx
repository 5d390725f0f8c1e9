'use client'

import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Report = { status: string; found: number; imported: number; added: number; skipped: number; closed: number; error: string | null }

const summary = (report: Report) =>
  report.status === 'failed'
    ? `The sync failed: ${report.error}`
    : report.status === 'unchanged'
      ? 'Nothing changed at the source; its jobs are verified open.'
      : `Found ${report.found}, imported ${report.imported} (${report.added} new), skipped ${report.skipped}, closed ${report.closed}.`

/** "Sync now" on a hiring system's page: reads the board at once and says what it did. */
export function SyncNowButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!id) return null

  const run = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/job-sources/${id}/sync`, { method: 'POST', credentials: 'include' })
      const body = await response.json().catch(() => ({}))
      if (!response.ok) throw new Error(body.errors?.[0]?.message ?? `The server answered ${response.status}`)
      const report = body.report as Report
      if (report.status === 'failed') toast.error(summary(report))
      else toast.success(summary(report))
      router.refresh()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The sync failed.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={run} margin={false}>
        {busy ? 'Syncing…' : 'Sync now'}
      </Button>
    </div>
  )
}
