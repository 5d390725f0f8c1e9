import type { Metadata } from 'next'

import { ResumeBuilder } from '@/components/ai/resume/ResumeBuilder'
import { ToolPage } from '@/components/ai/ToolPage'
import { tailorJobFor } from '@/lib/ai/jobs/tailorJob'
import { payloadClient } from '@/lib/payload'

export const metadata: Metadata = {
  title: 'AI Resume Builder',
  description:
    'Upload or paste your resume, name the remote role you want, and get a keyword match score, stronger bullets and a summary aimed at the role. Four templates, print to PDF.',
  alternates: { canonical: '/resume-builder' },
}

type Props = { searchParams: Promise<{ job?: string | string[] }> }

/** Opened from a job page (`?job=<slug>`), the tool starts with that job filled in and uses its posting. */
export default async function ResumeBuilderPage({ searchParams }: Props) {
  const job = await tailorJobFor(await payloadClient(), (await searchParams).job)
  return (
    <ToolPage
      title="AI Resume Builder"
      description="Upload or paste your resume, tell us the remote role you want, and get a resume that speaks its language."
    >
      <ResumeBuilder job={job} />
    </ToolPage>
  )
}
