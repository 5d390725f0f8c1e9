import type { Metadata } from 'next'

import { ResumeBuilderView } from './ResumeBuilderView'

export const metadata: Metadata = {
  title: 'AI Resume Builder',
  description:
    'Upload or paste your resume, name the remote role you want, and get a keyword match score, stronger bullets and a summary aimed at the role. Four templates, print to PDF.',
  alternates: { canonical: '/resume-builder' },
}

/** Without a job the tool is the same for everyone: served from the cache. */
export default function ResumeBuilderPage() {
  return <ResumeBuilderView />
}
