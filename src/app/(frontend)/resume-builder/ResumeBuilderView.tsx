import { ResumeBuilder } from '@/components/ai/resume/ResumeBuilder'
import { ToolPage } from '@/components/ai/ToolPage'
import { tailorJobFor } from '@/lib/ai/jobs/tailorJob'
import { payloadClient } from '@/lib/payload'

/**
 * Opened from a job page (`?job=<slug>`), the tool starts with that job filled in and uses its
 * posting: each job's view is cached (with-query/[query]), as is the page without one.
 */
export async function ResumeBuilderView({ jobSlug }: { jobSlug?: string | string[] }) {
  const job = await tailorJobFor(await payloadClient(), jobSlug)
  return (
    <ToolPage
      title="AI Resume Builder"
      description="Upload or paste your resume, tell us the remote role you want, and get a resume that speaks its language."
    >
      <ResumeBuilder job={job} />
    </ToolPage>
  )
}
