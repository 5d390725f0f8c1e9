import { RESUME_TEMPLATES, type ResumeTemplateId } from '@/lib/ai/options'
import { cn } from '@/lib/cn'

/** The four templates as radio cards, each with its name and description. */
export function TemplatePicker({
  value,
  onChange,
}: {
  value: ResumeTemplateId
  onChange: (id: ResumeTemplateId) => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">Template</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {RESUME_TEMPLATES.map((template) => (
          <label
            key={template.id}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600',
              value === template.id
                ? 'border-blue-600 bg-blue-50'
                : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="template"
              value={template.id}
              checked={value === template.id}
              onChange={() => onChange(template.id)}
              className="mt-1 accent-blue-700"
            />
            <span>
              <span className="block font-semibold">{template.name}</span>
              <span className="text-slate-600">{template.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
