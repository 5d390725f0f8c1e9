import type { Metadata } from 'next'

import { CoverLetterGenerator } from '@/components/ai/coverLetter/CoverLetterGenerator'
import { ToolPage } from '@/components/ai/ToolPage'
import { tailorJobFor } from '@/lib/ai/jobs/tailorJob'
import { payloadClient } from '@/lib/payload'

export const metadata: Metadata = {
  title: 'AI Cover Letter Generator',
  description:
    'Write a cover letter for a remote job in seconds: enter the job title and company, pick a tone (professional, enthusiastic, creative or formal) and download it.',
  alternates: { canonical: '/cover-letter-generator' },
}

type Props = { searchParams: Promise<{ job?: string | string[] }> }

/** Opened from a job page (`?job=<slug>`), the tool starts with that job filled in and uses its posting. */
export default async function CoverLetterGeneratorPage({ searchParams }: Props) {
  const job = await tailorJobFor(await payloadClient(), (await searchParams).job)
  return (
    <ToolPage
      title="AI Cover Letter Generator"
      description="Tell us the job and the company, pick a tone, and get a complete cover letter under 400 words."
    >
      <CoverLetterGenerator job={job} />
    </ToolPage>
  )
}
