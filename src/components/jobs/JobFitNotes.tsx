'use client'

import { useSyncExternalStore } from 'react'

import { rememberedCountry } from '@/lib/jobs/listing/seekerPreferences'
import { offsetHoursOf, offsetLabel, overlapHours, type OffsetRange } from '@/lib/places/timeZones'

type Props = { openWorldwide: boolean; eligibleCountries: string[]; range: OffsetRange | null }

const subscribeNever = () => () => {}
const nothing = () => null
const visitorCountry = () => rememberedCountry(document.cookie)
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null

/**
 * On a job's page (the same for everyone, so cached): whether it is open to where this visitor
 * said they live, and the hours it shares with their zone, worked out in their browser.
 */
export function JobFitNotes({ openWorldwide, eligibleCountries, range }: Props) {
  const country = useSyncExternalStore(subscribeNever, visitorCountry, nothing)
  const zone = useSyncExternalStore(subscribeNever, visitorZone, nothing)
  const offset = zone ? offsetHoursOf(zone) : null
  const notes: Array<{ text: string; open?: boolean }> = []
  if (country) {
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country
    const open = openWorldwide || eligibleCountries.includes(country)
    notes.push({ text: open ? `Open to residents of ${name}` : `Not open to residents of ${name}`, open })
  }
  if (range && offset !== null) notes.push({ text: `${overlapHours(range, offset)} h overlap with your working day (${offsetLabel(offset)})` })
  if (!notes.length) return null
  return (
    <ul aria-label="How this job fits you" className="flex flex-wrap gap-2 text-sm font-medium">
      {notes.map((note) => (
        <li key={note.text} className={note.open === undefined ? 'rounded-full bg-slate-100 px-3 py-1 text-slate-800' : note.open ? 'rounded-full bg-emerald-700 px-3 py-1 text-white' : 'rounded-full bg-amber-100 px-3 py-1 text-amber-900'}>
          {note.text}
        </li>
      ))}
    </ul>
  )
}
