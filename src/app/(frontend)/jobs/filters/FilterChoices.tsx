import type { FacetOption } from '@/lib/jobs/listing/jobFacets'
import type { FilterParam } from '@/lib/jobs/listing/listingParams'

type Props = { param: FilterParam; label: string; options: FacetOption[]; chosen: string[] }

/**
 * One filter of /jobs/filters as checkboxes, each with how many jobs carry it; a choice from the
 * address that no listed job carries now stays, ticked, with 0.
 */
export function FilterChoices({ param, label, options, chosen }: Props) {
  const all = [
    ...options,
    ...chosen
      .filter((value) => !options.some((option) => option.value === value))
      .map((value) => ({ value, count: 0 })),
  ]
  return (
    <fieldset id={`filter-${param}`} className="scroll-mt-4 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {label}
      </legend>
      {all.length === 0 ? (
        <p className="text-sm text-slate-500">No choices</p>
      ) : (
        <div className="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2">
          {all.map((option) => (
            <label
              key={option.value}
              className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name={param}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                className="h-4 w-4"
              />
              <span className="flex-1">{option.value}</span>
              <span className="text-xs text-slate-500">{option.count}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}
