import type { Metadata } from 'next'

import { CoverLetterGenerator } from '@/components/ai/coverLetter/CoverLetterGenerator'
import { ToolPage } from '@/components/ai/ToolPage'

export const metadata: Metadata = {
  title: 'AI Cover Letter Generator',
  description:
    'Write a cover letter for a remote job in seconds: enter the job title and company, pick a tone (professional, enthusiastic, creative or formal) and download it.',
  alternates: { canonical: '/cover-letter-generator' },
}

export default function CoverLetterGeneratorPage() {
  return (
    <ToolPage
      title="AI Cover Letter Generator"
      description="Tell us the job and the company, pick a tone, and get a complete cover letter under 400 words."
    >
      <CoverLetterGenerator />
    </ToolPage>
  )
}
