import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthPanel } from '@/components/auth/AuthPanel'
import { currentUser } from '@/lib/auth/currentUser'

import { AuthTabs } from './AuthTabs'

export const metadata: Metadata = {
  title: 'Sign in or create an account',
  description:
    'Sign in to Remote Passport to post and manage your remote job listings and save favorite jobs, or create a free account.',
}

export default async function AuthPage() {
  if (await currentUser()) redirect('/')
  return (
    <AuthPanel
      title="Welcome to Remote Passport"
      description="Sign in to post and manage your remote job listings, or create a free account to get started."
    >
      <AuthTabs />
    </AuthPanel>
  )
}
