'use client'

import { FormField, fieldAria } from '@/components/forms/FormField'
import { NativeSelect } from '@/components/ui/native-select'
import { TZ_PRESET_LABELS, TZ_PRESETS } from '@/lib/places/timeZones'

type Range = { tz_min_offset?: number | null; tz_max_offset?: number | null }

type Preset = keyof typeof TZ_PRESETS

const presetOf = ({ tz_min_offset, tz_max_offset }: Range): Preset =>
  (Object.keys(TZ_PRESETS) as Preset[]).find((preset) => {
    const range = TZ_PRESETS[preset]
    return range ? range.min === tz_min_offset && range.max === tz_max_offset : tz_min_offset == null
  }) ?? 'any'

/**
 * "Time zones you hire in": a preset (Americas, Europe/Africa, Asia-Pacific, any) that sets both
 * ends of the job's range of UTC offsets, which job seekers filter by.
 */
export function TimeZonesField({ id, name, value, onChange, error }: { id: string; name?: string; value: Range; onChange: (range: Range) => void; error?: string }) {
  return (
    <FormField id={id} label="Time zones you hire in" error={error} hint="Applicants outside this range of time zones will see that the job does not fit their hours.">
      <NativeSelect
        {...fieldAria(id, error, true)}
        name={name}
        value={presetOf(value)}
        onChange={(event) => {
          const range = TZ_PRESETS[event.target.value as Preset]
          onChange({ tz_min_offset: range?.min ?? null, tz_max_offset: range?.max ?? null })
        }}
      >
        {(Object.keys(TZ_PRESETS) as Preset[]).map((preset) => (
          <option key={preset} value={preset}>
            {TZ_PRESET_LABELS[preset]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  )
}
