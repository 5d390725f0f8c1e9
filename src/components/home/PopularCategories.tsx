import Link from 'next/link'

import { HOME_CATEGORIES } from '@/lib/jobs/options'

import { jobsCategoryHref } from './homeCategories'

const openJobsText = (count: number) => (count === 1 ? '1 open job' : `${count} open jobs`)

/** The eight home category tiles, each with its number of open jobs. */
export function PopularCategories({ counts }: { counts: Map<string, number> }) {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="categories-heading" className="text-3xl font-bold tracking-tight">
        Popular Job Categories
      </h2>
      <p className="mt-2 text-slate-600">Start with the kind of work you do.</p>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
        {HOME_CATEGORIES.map((tile) => (
          <li key={tile.label}>
            <Link
              href={jobsCategoryHref(tile.category)}
              className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              <span className="font-semibold text-slate-900">{tile.label}</span>
              <span className="text-sm text-slate-600">
                {openJobsText(counts.get(tile.category) ?? 0)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
