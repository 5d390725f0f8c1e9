import type { Metadata } from 'next'

import { AuthPanel } from '@/components/auth/AuthPanel'
import { searchParamToken } from '@/lib/auth/searchParamToken'

import { InvalidResetLink } from './InvalidResetLink'
import { ResetPasswordForm } from './ResetPasswordForm'

export const metadata: Metadata = {
  title: 'Choose a new password',
  description: 'Set a new password for your Remote Passport account.',
  robots: { index: false },
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const token = searchParamToken((await searchParams).token)
  return (
    <AuthPanel
      title="Choose a new password"
      description="Pick a new password for your Remote Passport account, then sign in with it."
    >
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </AuthPanel>
  )
}
