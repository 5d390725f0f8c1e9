import { CoverLetterGenerator } from '@/components/ai/coverLetter/CoverLetterGenerator'
import { ToolPage } from '@/components/ai/ToolPage'
import { tailorJobFor } from '@/lib/ai/jobs/tailorJob'
import { payloadClient } from '@/lib/payload'

/**
 * Opened from a job page (`?job=<slug>`), the tool starts with that job filled in and uses its
 * posting: each job's view is cached (with-query/[query]), as is the page without one.
 */
export async function CoverLetterGeneratorView({ jobSlug }: { jobSlug?: string | string[] }) {
  const job = await tailorJobFor(await payloadClient(), jobSlug)
  return (
    <ToolPage
      title="AI Cover Letter Generator"
      description="Tell us the job and the company, pick a tone, and get a complete cover letter under 400 words."
    >
      <CoverLetterGenerator job={job} />
    </ToolPage>
  )
}
