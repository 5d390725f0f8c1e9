import type { Metadata } from 'next'

import { AuthPanel } from '@/components/auth/AuthPanel'

import { ForgotPasswordForm } from './ForgotPasswordForm'

export const metadata: Metadata = {
  title: 'Forgot your password?',
  description: 'Ask for a link to choose a new password for your Remote Passport account.',
}

export default function ForgotPasswordPage() {
  return (
    <AuthPanel
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthPanel>
  )
}
