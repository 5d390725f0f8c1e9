import { CountryInput } from '@/components/forms/CountryInput'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { COUNTRY_CODES } from '@/lib/places/countryCodes'
import { countryName } from '@/lib/places/countryNames'
import { ALL, type VisaFilters } from '@/lib/visas/visaFilters'

const CODES = COUNTRY_CODES.join(' ')

/**
 * "Which programs can I use?": the seeker's passport and monthly income. A plain GET form, so it
 * works without JavaScript and its answer is a page of its own (cached like any filter).
 */
export function PassportForm({ filters }: { filters: VisaFilters }) {
  return (
    <form action="/nomad-visas#visa-programs" method="get" className="mb-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end">
      {filters.region !== ALL && <input type="hidden" name="region" value={filters.region} />}
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Your passport
        <CountryInput codes={CODES} name="passport" defaultValue={filters.passport ? countryName(filters.passport) : ''} className="sm:w-56" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Your monthly income (US$)
        <Input name="income" type="number" inputMode="numeric" min={1} max={9999999} step={1} defaultValue={filters.myIncome ?? ''} placeholder="e.g. 4000" className="sm:w-44" />
      </label>
      <Button type="submit">Check my eligibility</Button>
    </form>
  )
}
