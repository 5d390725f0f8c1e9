
import { buttonClasses } from '@/components/ui/button'

/** On a job page: the AI tools, opened with this job filled in and its posting as their guide. */
export function ApplicationTools({ slug }: { slug: string }) {
  const job = encodeURIComponent(slug)
  return (
    <section aria-labelledby="prepare-application" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="prepare-application" className="text-lg font-semibold">
        Prepare your application
      </h2>
      <p className="text-sm text-slate-600">
        See how your resume matches this posting and which of its keywords you miss, then write a cover letter that answers it.
      </p>
      <div className="flex flex-wrap gap-3">
        {/* Plain links: the tool opened for a job is rendered on the server, the plain tool page is cached. */}
        <a href={`/resume-builder?job=${job}`} className={buttonClasses('outline')}>
          Tailor my resume
        </a>
        <a href={`/cover-letter-generator?job=${job}`} className={buttonClasses('outline')}>
          Write a cover letter
        </a>
      </div>
    </section>
  )
}
