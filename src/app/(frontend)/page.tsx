import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'

export default function HomePage() {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Your passport to global remote jobs</h1>
        <p className="mt-4 text-lg text-slate-600">Remote positions at remote-first companies, updated daily.</p>
        <form action="/jobs" className="mx-auto mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row" role="search">
          <label htmlFor="home-search" className="sr-only">
            Search jobs
          </label>
          <input
            id="home-search"
            name="q"
            type="search"
            placeholder="Job title, keyword, or company..."
            className="h-12 flex-1 rounded-md border border-slate-300 px-4 text-base shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600"
          />
          <button type="submit" className={buttonClasses('default', 'lg')}>
            Search Jobs
          </button>
        </form>
        <p className="mt-6">
          <Link href="/jobs" className="text-blue-700 underline">
            Browse all remote jobs
          </Link>
        </p>
      </div>
    </section>
  )
}
