import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { OptimizedResume } from '@/lib/ai/schemas/resume'

/**
 * The premium analysis: the match score, the candidate's own summary beside the suggested one
 * (which of them the resume uses is theirs to choose), matched and missing keywords, bullet
 * rewrites, tips.
 */
export function ResumeAnalysis({
  resume,
  keepOwnSummary = false,
  onKeepOwnSummary,
}: {
  resume: OptimizedResume
  keepOwnSummary?: boolean
  onKeepOwnSummary?: (keep: boolean) => void
}) {
  return (
    <section
      aria-labelledby="resume-analysis"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="resume-analysis" className="text-xl font-semibold">
        Match for {resume.targetRole}
      </h2>
      {resume.matchedAgainst && <p className="text-sm text-slate-600">Keywords from the {resume.matchedAgainst} posting.</p>}
      <p className="text-3xl font-bold text-blue-800">
        {resume.matchScore}%{' '}
        <span className="text-base font-medium text-slate-600">keyword match</span>
      </p>
      <div>
        <h3 className="text-sm font-semibold">Summary</h3>
        <div className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
          <figure className="rounded-lg bg-slate-50 p-3">
            <figcaption className="text-xs font-semibold text-slate-600">Yours, as you wrote it</figcaption>
            <p className="mt-1">{resume.originalSummary || 'Your resume has no summary.'}</p>
          </figure>
          <figure className="rounded-lg bg-slate-50 p-3">
            <figcaption className="text-xs font-semibold text-slate-600">Suggested for {resume.targetRole}</figcaption>
            <p className="mt-1">{resume.summary}</p>
          </figure>
        </div>
        {resume.originalSummary && onKeepOwnSummary && (
          <Button type="button" variant="outline" size="sm" className="mt-2" aria-pressed={keepOwnSummary} onClick={() => onKeepOwnSummary(!keepOwnSummary)}>
            Keep my own summary in the resume
          </Button>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold">Keywords you have</h3>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Matched keywords">
          {resume.matchedKeywords.map((keyword) => (
            <li key={keyword}>
              <Badge variant="success">{keyword}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold">Keywords to add</h3>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Missing keywords">
          {resume.missingKeywords.map((keyword) => (
            <li key={keyword}>
              <Badge variant="outline">{keyword}</Badge>
            </li>
          ))}
        </ul>
      </div>
      {resume.bulletSuggestions.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Bullets to strengthen</h3>
          <ul className="mt-2 space-y-3 text-sm">
            {resume.bulletSuggestions.map((advice, index) => {
              // Only the figure is missing: the bullet stays as written, the advice says what to add.
              const rewritten = advice.suggestion.trim() !== advice.original.trim().replace(/[.;\s]+$/, '')
              return (
                <li key={index} className="rounded-lg bg-slate-50 p-3">
                  <p className={rewritten ? 'text-slate-500 line-through' : 'text-slate-700'}>{advice.original}</p>
                  <p className="mt-1 text-amber-800">{advice.issue}</p>
                  {rewritten && <p className="mt-1 font-medium">{advice.suggestion}</p>}
                </li>
              )
            })}
          </ul>
        </div>
      )}
      <div>
        <h3 className="text-sm font-semibold">Tips</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {resume.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}
