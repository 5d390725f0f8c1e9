import type { Metadata } from 'next'

import { LinkedinOptimizer } from '@/components/ai/linkedin/LinkedinOptimizer'
import { ToolPage } from '@/components/ai/ToolPage'

export const metadata: Metadata = {
  title: 'LinkedIn Profile Optimizer',
  description:
    'Check your LinkedIn headline and About section against what recruiters search for: length, keywords up front, a hook, proof points and no buzzwords.',
  alternates: { canonical: '/linkedin-optimizer' },
}

export default function LinkedinOptimizerPage() {
  return (
    <ToolPage
      title="LinkedIn Profile Optimizer"
      description="Paste your headline and About section and get a clear analysis with the changes that make recruiters click."
    >
      <LinkedinOptimizer />
    </ToolPage>
  )
}
