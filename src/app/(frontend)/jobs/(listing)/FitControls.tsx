'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { useCountries } from '@/components/forms/CountryInput'
import { NativeSelect } from '@/components/ui/native-select'
import { useViewer } from '@/components/viewer/ViewerProvider'
import type { JobListingParams } from '@/lib/jobs/listing/listingParams'
import { timeZoneChoices } from '@/lib/places/timeZones'
import { livesInCookie, rememberedCountry, SALARY_MINIMUMS, salaryMinimumLabel } from '@/lib/jobs/listing/seekerPreferences'

import { countryChosenHere, useCountryChoice } from './countryChoice'

import { useListingNavigation } from './ListingNavigation'

type Props = { params: JobListingParams; countryCodes: string }

export const regionName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null
const noZone = () => null
let zones: ReturnType<typeof timeZoneChoices> | null = null
/** Every zone, written in the browser once the page is live (none while the server renders). */
const allZones = () => (zones ??= timeZoneChoices())
const noZones = (): ReturnType<typeof timeZoneChoices> => []
const subscribeNever = () => () => {}

/**
 * "Where do you live?", "Your hours" and "Minimum salary": the seeker's own questions beside the
 * eight filters. Where they live is remembered in a cookie and applied when they come back.
 */
export function FitControls({ params, countryCodes }: Props) {
  const countries = useCountries(countryCodes)
  const { current, go } = useListingNavigation()
  const { viewer } = useViewer()
  const member = viewer?.account?.collection === 'members' ? viewer.account : null
  const zone = useSyncExternalStore(subscribeNever, browserZone, noZone)
  const everyZone = useSyncExternalStore(subscribeNever, allZones, noZones)

  // A returning visitor sees the jobs open to where they said they live ("Anywhere" forgets it):
  // this browser's cookie, else the signed-in member's profile.
  const profileCountry = member?.livesIn ?? null
  const chooseCountry = useCountryChoice()
  // Once the visitor chooses here (or removes the chip), their choice stands over the profile read at page load.
  useEffect(() => {
    if (countryChosenHere()) return
    const remembered = rememberedCountry(document.cookie) ?? profileCountry
    if (remembered && !current().livesIn) {
      document.cookie = livesInCookie(remembered)
      go({ ...current(), livesIn: remembered, page: 1 }, { replace: true })
    }
  }, [current, go, profileCountry])

  const setCountry = (country: string | null) => {
    chooseCountry(country)
    go({ ...current(), livesIn: country, page: 1 })
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Where do you live?
        <NativeSelect name="livesIn" value={params.livesIn ?? ''} onChange={(event) => setCountry(event.target.value || null)} className="h-10 sm:w-56">
          <option value="">Anywhere (show all jobs)</option>
          {/* Until the list is written in the browser, the chosen country alone. */}
          {params.livesIn && !countries.length && <option value={params.livesIn}>{regionName(params.livesIn)}</option>}
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Your hours
        <NativeSelect name="tz" value={params.tz ?? ''} onChange={(event) => go({ ...current(), tz: event.target.value || null, page: 1 })} className="h-10 sm:w-56">
          <option value="">Any time zone</option>
          {zone && <option value={zone}>My time zone ({zone})</option>}
          {/* Until the list is written in the browser, the chosen zone alone. */}
          {params.tz && params.tz !== zone && !everyZone.length && <option value={params.tz}>{params.tz}</option>}
          {everyZone.length > 0 && (
            <optgroup label="Every time zone">
              {everyZone.map((choice) => (
                <option key={choice.zone} value={choice.zone}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Minimum salary
        <NativeSelect
          name="minSalary"
          value={params.minSalary ? String(params.minSalary) : ''}
          onChange={(event) => go({ ...current(), minSalary: event.target.value ? Number(event.target.value) : null, page: 1 })}
          className="h-10 sm:w-48"
        >
          <option value="">Any salary</option>
          {params.minSalary && !SALARY_MINIMUMS.includes(params.minSalary as (typeof SALARY_MINIMUMS)[number]) && (
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
  )
}
