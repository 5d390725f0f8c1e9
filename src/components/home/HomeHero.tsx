import Link from 'next/link'

import { Button, buttonClasses } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { jobsCategoryHref, QUICK_CATEGORIES } from './homeCategories'

/** Keyword search (a plain GET form to /jobs) and the popular quick buttons. */
export function HomeHero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
          Your Passport to Global Remote Jobs
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          100% remote positions at remote-first companies hiring around the world, updated daily.
        </p>
        <form
          action="/jobs"
          method="get"
          role="search"
          className="mx-auto mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <Label htmlFor="home-search" className="sr-only">
            Search jobs
          </Label>
          <Input
            id="home-search"
            name="q"
            type="search"
            placeholder="Job title, keyword, or company..."
            className="h-12 text-base sm:flex-1"
          />
          <Button type="submit" size="lg">
            Search Jobs
          </Button>
        </form>
        <nav
          aria-label="Popular searches"
          className="mt-6 flex flex-wrap items-center justify-center gap-2"
        >
          <span className="text-sm text-slate-600">Popular:</span>
          {QUICK_CATEGORIES.map((tile) => (
            <Link
              key={tile.label}
              href={jobsCategoryHref(tile.category)}
              className={buttonClasses('outline', 'sm', 'rounded-full')}
            >
              {tile.label}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  )
}
