import type { ResumeTemplateId } from '@/lib/ai/options'
import type { ParsedResume } from '@/lib/ai/schemas/resume'
import { cn } from '@/lib/cn'

const STYLES: Record<
  ResumeTemplateId,
  { root: string; name: string; heading: string; contact: string }
> = {
  modern: {
    root: 'font-sans',
    name: 'text-3xl font-bold text-blue-800',
    heading:
      'mt-5 border-b-2 border-blue-700 pb-1 text-sm font-bold uppercase tracking-wider text-blue-800',
    contact: 'text-sm text-slate-600',
  },
  classic: {
    root: 'font-serif',
    name: 'text-center text-3xl font-semibold',
    heading:
      'mt-5 border-b border-slate-400 pb-1 text-center text-base font-semibold uppercase tracking-wide',
    contact: 'text-center text-sm text-slate-700',
  },
  minimal: {
    root: 'font-sans font-light',
    name: 'text-2xl font-normal tracking-tight',
    heading: 'mt-6 text-xs font-medium uppercase tracking-[0.2em] text-slate-500',
    contact: 'text-xs text-slate-500',
  },
  executive: {
    root: 'font-serif',
    name: '-mx-6 -mt-6 bg-slate-900 px-6 py-5 text-3xl font-bold text-white',
    heading: 'mt-5 bg-slate-100 px-2 py-1 text-sm font-bold uppercase tracking-wide text-slate-900',
    contact: 'mt-2 text-sm font-medium text-slate-700',
  },
}

/** A resume laid out in one of the four templates: the preview on the page and the print view. */
export function ResumeDocument({
  resume,
  template,
}: {
  resume: ParsedResume
  template: ResumeTemplateId
}) {
  const style = STYLES[template]
  const contact = [resume.email, resume.phone, resume.location].filter(Boolean)
  return (
    <article
      id="resume-preview"
      data-template={template}
      aria-label={`Resume preview, ${template} template`}
      className={cn(
        'overflow-hidden rounded-lg border border-slate-200 bg-white p-6 text-slate-900',
        style.root,
      )}
    >
      <h2 className={style.name}>{resume.name || 'Your Name'}</h2>
      {contact.length > 0 && <p className={style.contact}>{contact.join(' · ')}</p>}
      {resume.summary && (
        <section>
          <h3 className={style.heading}>Summary</h3>
          <p className="mt-2 text-sm leading-relaxed">{resume.summary}</p>
        </section>
      )}
      {resume.experience.length > 0 && (
        <section>
          <h3 className={style.heading}>Experience</h3>
          {resume.experience.map((job, index) => (
            <div key={index} className="mt-3">
              <p className="flex flex-wrap justify-between gap-x-4 text-sm">
                <span className="font-semibold">
                  {[job.title, job.company].filter(Boolean).join(' · ')}
                </span>
                <span className="text-slate-600">{job.period}</span>
              </p>
              {job.summary && <p className="mt-1 text-sm leading-relaxed">{job.summary}</p>}
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
                {job.description.map((bullet, bulletIndex) => (
                  <li key={bulletIndex}>{bullet}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      {resume.education.length > 0 && (
        <section>
          <h3 className={style.heading}>Education</h3>
          {resume.education.map((entry, index) => (
            <p key={index} className="mt-2 flex flex-wrap justify-between gap-x-4 text-sm">
              <span>
                <span className="font-semibold">{entry.degree}</span>
                {entry.school && `, ${entry.school}`}
              </span>
              <span className="text-slate-600">{entry.period}</span>
            </p>
          ))}
        </section>
      )}
      {resume.skills.length > 0 && (
        <section>
          <h3 className={style.heading}>Skills</h3>
          <p className="mt-2 text-sm">{resume.skills.join(' · ')}</p>
        </section>
      )}
    </article>
  )
}
