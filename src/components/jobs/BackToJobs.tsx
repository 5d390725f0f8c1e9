'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { lastListing } from '@/lib/jobs/listing/lastListing'

/**
 * "Back to jobs", to the listing as the visitor left it (search, filters, sort, page), remembered
 * for this tab; the plain /jobs for a visitor who came from elsewhere. The job page is the same
 * for everyone, so the address is filled in the browser.
 */
const noChanges = () => () => {}

export function BackToJobs() {
  // The server (and hydration) render the plain /jobs; the browser then reads the tab's own.
  const href = useSyncExternalStore(
    noChanges,
    () => lastListing.read() ?? '/jobs',
    () => '/jobs',
  )
  return (
    <Link href={href} className="inline-block text-sm text-blue-700 hover:underline">
      ← Back to jobs
    </Link>
  )
}
