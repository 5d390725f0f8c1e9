import Link from 'next/link'

import { cn } from '@/lib/cn'
import { type JobListingParams, listingQueryString } from '@/lib/jobs/listing/listingParams'

const pagesAround = (page: number, count: number) => {
  const pages = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count))
  return [...pages].sort((a, b) => a - b)
}

export function Pagination({ params, page, pageCount }: { params: JobListingParams; page: number; pageCount: number }) {
  if (pageCount <= 1) return null
  const href = (n: number) => `/jobs${listingQueryString({ ...params, page: n })}`
  const linkClass = 'grid h-9 min-w-9 place-items-center rounded-md border px-3 text-sm'
  const idle = cn(linkClass, 'border-slate-300 hover:bg-slate-50')
  const pages = pagesAround(page, pageCount)
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={href(page - 1)} className={idle} rel="prev">
          Previous
        </Link>
      )}
      {pages.map((n, index) => {
        const gap = n - (pages[index - 1] ?? 0) > 1
        return (
          <span key={n} className="flex items-center gap-2">
            {gap && <span aria-hidden className="text-slate-400">…</span>}
            <Link href={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`} className={n === page ? cn(linkClass, 'border-blue-700 bg-blue-700 text-white') : idle}>
              {n}
            </Link>
          </span>
        )
      })}
      {page < pageCount && (
        <Link href={href(page + 1)} className={idle} rel="next">
          Next
        </Link>
      )}
    </nav>
  )
}
