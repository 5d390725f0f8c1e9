import { CountryInput } from '@/components/forms/CountryInput'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { COUNTRY_CODES } from '@/lib/places/countryCodes'
import { countryName } from '@/lib/places/countryNames'
import { ALL, type VisaFilters, visaFiltersHref } from '@/lib/visas/visaFilters'

const CODES = COUNTRY_CODES.join(' ')

/**
 * "Which programs can I use?": the seeker's passport and monthly income. A plain GET form, so it
 * works without JavaScript and its answer is a page of its own (cached like any filter).
 */
export function PassportForm({ filters }: { filters: VisaFilters }) {
  const unknown = filters.unknownPassport
  const passportText = filters.passport ? countryName(filters.passport) : (unknown?.typed ?? '')
  return (
    <>
      <form
        action="/nomad-visas#visa-programs"
        method="get"
        className="mb-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end"
      >
        {filters.region !== ALL && <input type="hidden" name="region" value={filters.region} />}
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Your passport
          <CountryInput
            codes={CODES}
            name="passport"
            defaultValue={passportText}
            className="sm:w-56"
            describedBy={unknown ? 'passport-unknown' : undefined}
            invalid={Boolean(unknown)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Your monthly income (US$)
          <Input
            name="income"
            type="number"
            inputMode="numeric"
            min={1}
            max={9999999}
            step={1}
            defaultValue={filters.myIncome ?? ''}
            placeholder="e.g. 4000"
            className="sm:w-44"
          />
        </label>
        <Button type="submit">Check my eligibility</Button>
      </form>
      {unknown && (
        <p
          id="passport-unknown"
          role="alert"
          className="-mt-3 mb-6 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {`We don’t know a country called “${unknown.typed}”. `}
          {unknown.suggestion ? (
            <>
              Did you mean{' '}
              <a
                href={visaFiltersHref({
                  ...filters,
                  unknownPassport: undefined,
                  passport: unknown.suggestion,
                })}
                className="font-medium underline"
              >
                {countryName(unknown.suggestion)}
              </a>
              ?
            </>
          ) : (
            'Type its name in English, or pick it from the suggestions.'
          )}
        </p>
      )}
      {!filters.passport && !unknown && filters.myIncome && (
        <p role="status" className="-mt-3 mb-6 text-sm text-slate-700">
          Add your passport to see which programs your income qualifies for.
        </p>
      )}
    </>
  )
}
