import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { directoryHref } from '@/lib/companies/companyLinks'
import { pageWindow } from '@/lib/companies/pageWindow'

/** Page links of the company directory; each keeps the search. */
export function DirectoryPagination({
  q,
  page,
  totalPages,
}: {
  q: string
  page: number
  totalPages: number
}) {
  if (totalPages <= 1) return null
  const href = (target: number) => directoryHref({ q, page: target })
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          href={href(Math.min(page - 1, totalPages))}
          className={buttonClasses('outline', 'sm')}
        >
          Previous<span className="sr-only"> page</span>
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                href={href(entry)}
                aria-current={entry === page ? 'page' : undefined}
                className={buttonClasses(entry === page ? 'default' : 'ghost', 'sm', 'min-w-9')}
              >
                <span className="sr-only">Page </span>
                {entry}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages && (
        <Link href={href(page + 1)} className={buttonClasses('outline', 'sm')}>
          Next<span className="sr-only"> page</span>
        </Link>
      )}
    </nav>
  )
}
