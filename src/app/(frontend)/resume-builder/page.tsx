import type { Metadata } from 'next'

import { ResumeBuilder } from '@/components/ai/resume/ResumeBuilder'
import { ToolPage } from '@/components/ai/ToolPage'

export const metadata: Metadata = {
  title: 'AI Resume Builder',
  description:
    'Upload or paste your resume, name the remote role you want, and get a keyword match score, stronger bullets and a summary aimed at the role. Four templates, print to PDF.',
  alternates: { canonical: '/resume-builder' },
}

export default function ResumeBuilderPage() {
  return (
    <ToolPage
      title="AI Resume Builder"
      description="Upload or paste your resume, tell us the remote role you want, and get a resume that speaks its language."
    >
      <ResumeBuilder />
    </ToolPage>
  )
}
