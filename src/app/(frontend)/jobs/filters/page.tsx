import type { Metadata } from 'next'
import Link from 'next/link'

import { Button, buttonClasses } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { sharedJobFacets } from '@/lib/cache/sharedQueries'
import { poolOf } from '@/lib/db/pool'
import { JOB_FILTERS, JOB_SORTS, listingQueryString } from '@/lib/jobs/listing/listingParams'
import { parseListingParams } from '@/lib/jobs/listing/parseListingParams'
import { SALARY_MINIMUMS, salaryMinimumLabel } from '@/lib/jobs/listing/seekerPreferences'
import { payloadClient } from '@/lib/payload'
import { COUNTRY_CODES, countryName } from '@/lib/places/countries'
import { timeZoneChoices } from '@/lib/places/timeZones'

import { FilterChoices } from './FilterChoices'

export const metadata: Metadata = { title: 'Filter remote jobs', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const LABEL = 'flex flex-col gap-1 text-sm font-medium text-slate-700'

/** Every country by its English name, for "Where do you live?". */
const countriesByName = () =>
  COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )

/**
 * /jobs/filters?…: every control of /jobs as a plain GET form, rendered on the server: the search,
 * the sort, where the seeker lives, their hours, the pay, and the eight filters as checkboxes with
 * their counts within the other choices. The listing's filter buttons lead here until JavaScript
 * opens their menus in place, so a visitor without it (or before it loads) filters all the same.
 */
export default async function JobFiltersPage({ searchParams }: Props) {
  const params = parseListingParams(await searchParams)
  const facets = await sharedJobFacets(poolOf(await payloadClient()), params)
  const back = `/jobs${listingQueryString(params)}`
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Filter remote jobs</h1>
        <p className="text-sm text-slate-600 sm:text-base">
          Choose what you are looking for, then show the jobs. Each number counts the jobs within
          your other choices.
        </p>
      </header>
      <form action="/jobs" method="get" className="space-y-6">
        {params.tab !== 'all' && <input type="hidden" name="tab" value={params.tab} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={`${LABEL} sm:col-span-2`}>
            Search
            <Input
              name="q"
              type="search"
              defaultValue={params.q}
              maxLength={200}
              placeholder="Job title, company, or keyword"
              className="h-11"
            />
          </label>
          <label className={LABEL}>
            Sort by
            <NativeSelect name="sort" defaultValue={params.sort} className="h-10">
              {JOB_SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className={LABEL}>
            Where do you live?
            <NativeSelect name="livesIn" defaultValue={params.livesIn ?? ''} className="h-10">
              <option value="">Anywhere (show all jobs)</option>
              {countriesByName().map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className={LABEL}>
            Your hours
            <NativeSelect name="tz" defaultValue={params.tz ?? ''} className="h-10">
              <option value="">Any time zone</option>
              {timeZoneChoices().map((choice) => (
                <option key={choice.zone} value={choice.zone}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className={LABEL}>
            Minimum salary
            <NativeSelect
              name="minSalary"
              defaultValue={params.minSalary ? String(params.minSalary) : ''}
              className="h-10"
            >
              <option value="">Any salary</option>
              {params.minSalary &&
                !SALARY_MINIMUMS.includes(params.minSalary as (typeof SALARY_MINIMUMS)[number]) && (
                  <option value={params.minSalary}>{salaryMinimumLabel(params.minSalary)}</option>
                )}
              {SALARY_MINIMUMS.map((usd) => (
                <option key={usd} value={usd}>
                  {salaryMinimumLabel(usd)}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
        {JOB_FILTERS.map(({ param, label }) => (
          <FilterChoices
            key={param}
            param={param}
            label={label}
            options={facets[param]}
            chosen={params.filters[param]}
          />
        ))}
        <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-slate-200 bg-white py-3">
          <Button type="submit" size="lg">
            Show jobs
          </Button>
          <Link href={back} className={buttonClasses('outline', 'lg')}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  )
}
