'use client'

import { useEffect } from 'react'

import { type JobCountSource, visitSource } from '@/lib/jobs/counts/countSource'

/**
 * Counts a view of the job page it sits on, after the page has loaded, without a cookie and
 * without changing the cached page: one beacon to /api/job-views saying where the visit came from
 * (src/lib/jobs/counts/countSource.ts). A page reached by following a link inside the site is the
 * board's, whatever referred the first page. The same source goes on the page's Apply links
 * (`?from=`), so a click is told apart the same way.
 */
export function JobViewBeacon({ slug }: { slug: string }) {
  useEffect(() => {
    const send = () => {
      const here = new URL(location.href)
      const loaded = performance.getEntriesByType('navigation')[0]?.name
      const source: JobCountSource =
        loaded && new URL(loaded).pathname !== here.pathname
          ? 'board'
          : visitSource({ ref: here.searchParams.get('ref'), referrer: document.referrer, origin: location.origin })
      const body = JSON.stringify({ slug, source })
      if (!navigator.sendBeacon?.('/api/job-views', new Blob([body], { type: 'application/json' })))
        fetch('/api/job-views', { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {})
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-apply]')) {
        const href = new URL(link.href)
        href.searchParams.set('from', source)
        link.setAttribute('href', href.pathname + href.search)
      }
    }
    if (document.readyState === 'complete') send()
    else {
      addEventListener('load', send, { once: true })
      return () => removeEventListener('load', send)
    }
  }, [slug])
  return null
}
