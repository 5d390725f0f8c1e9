import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { currentUser } from '@/lib/auth/currentUser'
import { payloadClient } from '@/lib/payload'

import { AlertActions } from './AlertActions'

export const metadata: Metadata = { title: 'Your job alerts', robots: { index: false } }

export default async function AlertsPage() {
  const user = await currentUser()
  if (user?.collection !== 'members') redirect('/auth')
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'job-alerts', sort: '-createdAt', limit: 50, depth: 0, overrideAccess: false, user })
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your job alerts</h1>
      <p className="text-slate-600">Each alert emails you the jobs that are new since its last email. Save one from any search on the jobs page.</p>
      {docs.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="mb-4 text-slate-600">You have no alerts yet.</p>
          <Link href="/jobs" className={buttonClasses()}>
            Search jobs
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {docs.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4">
              <div className="space-y-1">
                <Link href={`/jobs${alert.query ?? ''}`} className="font-medium text-blue-700 hover:underline">
                  {alert.label ?? 'All remote jobs'}
                </Link>
                <p className="flex flex-wrap gap-2 text-sm text-slate-600">
                  <Badge>{alert.frequency === 'daily' ? 'Daily' : 'Weekly'}</Badge>
                  <Badge variant={alert.status === 'active' ? 'success' : 'outline'}>{alert.status === 'active' ? 'Active' : 'Paused'}</Badge>
                  {alert.lastSentAt && <span>Last email {new Date(alert.lastSentAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</span>}
                </p>
              </div>
              <AlertActions id={alert.id} status={alert.status ?? 'active'} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
