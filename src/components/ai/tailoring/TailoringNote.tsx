import Link from 'next/link'

import { Notice } from '@/components/auth/Notice'
import { Button } from '@/components/ui/button'
import type { TailorJob } from '@/lib/ai/jobs/tailorJob'
import { JOB_NOT_FOUND } from '@/lib/ai/messages'

/**
 * Above a tool opened from a job page: which job it is tailored to (its posting decides the
 * keywords), with a way back to the job and a way to go on without it. A job that is no longer
 * listed is said so, and the tool opens blank.
 */
export function TailoringNote({ job, purpose, onDetach }: { job: TailorJob | 'missing'; purpose: string; onDetach: () => void }) {
  if (job === 'missing') return <Notice tone="info">{JOB_NOT_FOUND.text}</Notice>
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
      <p>
        {purpose}{' '}
        <Link href={`/jobs/${job.slug}`} className="font-semibold underline">
          {job.title} at {job.company}
        </Link>
        : its posting decides what counts.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onDetach}>
        Don&apos;t use this job
      </Button>
    </div>
  )
}
