import type { Metadata } from 'next'

import { CoverLetterGeneratorView } from './CoverLetterGeneratorView'

export const metadata: Metadata = {
  title: 'AI Cover Letter Generator',
  description:
    'Write a cover letter for a remote job in seconds: enter the job title and company, pick a tone (professional, enthusiastic, creative or formal) and download it.',
  alternates: { canonical: '/cover-letter-generator' },
}

/** Without a job the tool is the same for everyone: served from the cache. */
export default function CoverLetterGeneratorPage() {
  return <CoverLetterGeneratorView />
}
