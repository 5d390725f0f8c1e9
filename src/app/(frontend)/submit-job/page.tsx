import type { Metadata } from 'next'


import { SubmitJobForm } from './SubmitJobForm'
import { pageOpenGraph } from '@/lib/site/openGraph'

export const metadata: Metadata = {
  title: 'Post a Remote Job',
  description: 'Post a 100% remote job to Remote Passport and reach remote job seekers worldwide.',
  openGraph: pageOpenGraph({ title: 'Post a Remote Job', description: 'Reach remote job seekers worldwide.' }),
}

export default function SubmitJobPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Post a Remote Job</h1>
        <p className="text-slate-600">Share a fully remote role with job seekers around the world. It takes about two minutes.</p>
      </header>
      <SubmitJobForm />
    </div>
  )
}
