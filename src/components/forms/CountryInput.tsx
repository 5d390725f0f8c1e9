'use client'

import { useId, useSyncExternalStore } from 'react'

import { Input } from '@/components/ui/input'

const subscribeNever = () => () => {}
const none = (): Array<[string, string]> => []
const cache = new Map<string, Array<[code: string, name: string]>>()

/** The browser's English names of the codes, sorted by name (computed once per list). */
const countriesOf = (codes: string) => {
  if (!cache.has(codes)) {
    const display = new Intl.DisplayNames(['en'], { type: 'region' })
    cache.set(
      codes,
      codes
        .split(' ')
        .map((code): [string, string] => [code, display.of(code) ?? code])
        .sort((a, b) => a[1].localeCompare(b[1])),
    )
  }
  return cache.get(codes)!
}

/**
 * Every country of `codes` ("AD AE AF …") as [code, name], written in the browser after hydration
 * (none while the server renders), so a page carries a few hundred bytes rather than the list.
 */
export const useCountries = (codes: string) =>
  useSyncExternalStore(subscribeNever, () => countriesOf(codes), none)

/**
 * A country typed by name or code ("Portugal", "PT"), with the names suggested as one types. The
 * suggestions are written in the browser from the codes (a few hundred bytes) and its own
 * country names, so the page does not carry a list of 250 countries; without JavaScript the field
 * still takes a typed name or code.
 */
export function CountryInput({
  codes,
  name,
  defaultValue,
  className,
  describedBy,
  invalid,
}: {
  codes: string
  name: string
  defaultValue?: string
  className?: string
  /** The id of a message about the value: why it was not understood. */
  describedBy?: string
  invalid?: boolean
}) {
  const listId = useId()
  const names = useCountries(codes).map(([, name]) => name)
  return (
    <>
      <Input
        name={name}
        list={listId}
        defaultValue={defaultValue}
        autoComplete="country-name"
        required
        maxLength={60}
        className={className}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
      <datalist id={listId}>
        {names.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
    </>
  )
}
