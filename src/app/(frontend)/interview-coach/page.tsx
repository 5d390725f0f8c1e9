import type { Metadata } from 'next'

import { InterviewCoach } from '@/components/ai/interview/InterviewCoach'
import { ToolPage } from '@/components/ai/ToolPage'

export const metadata: Metadata = {
  title: 'AI Interview Coach',
  description:
    'Practise remote job interviews with an AI coach: real questions on remote work, communication, self-management and problem-solving, with feedback on every answer.',
  alternates: { canonical: '/interview-coach' },
}

export default function InterviewCoachPage() {
  return (
    <ToolPage
      title="AI Interview Coach"
      description="Practise the questions remote employers ask and get feedback on the structure, specifics and numbers of every answer."
    >
      <InterviewCoach />
    </ToolPage>
  )
}
