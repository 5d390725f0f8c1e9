import type { Metadata } from 'next'

import { InterviewCoach } from '@/components/ai/interview/InterviewCoach'
import { ToolPage } from '@/components/ai/ToolPage'
import { coachPageState } from '@/lib/ai/access/pageVisitor'

export const metadata: Metadata = {
  title: 'AI Interview Coach',
  description:
    'Practise remote job interviews with an AI coach: real questions on remote work, communication, self-management and problem-solving, with feedback on every answer.',
  alternates: { canonical: '/interview-coach' },
}

export const dynamic = 'force-dynamic'

export default async function InterviewCoachPage() {
  const { premium, used } = await coachPageState()
  return (
    <ToolPage
      title="AI Interview Coach"
      description="Practise the questions remote employers ask and get feedback on the structure, specifics and numbers of every answer."
    >
      <InterviewCoach premium={premium} initiallyUsed={used} />
    </ToolPage>
  )
}
