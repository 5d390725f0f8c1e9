import type { Metadata } from 'next'

import { AuthPanel } from '@/components/auth/AuthPanel'
import { searchParamToken } from '@/lib/auth/searchParamToken'

import { ConfirmEmailForm } from './ConfirmEmailForm'
import { InvalidConfirmationLink } from './InvalidConfirmationLink'

export const metadata: Metadata = {
  title: 'Confirm your email',
  description: 'Confirm the email address of your Remote Passport account to sign in.',
  robots: { index: false },
}

export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const token = searchParamToken((await searchParams).token)
  return (
    <AuthPanel
      title="Confirm your email"
      description="One click confirms the address of your Remote Passport account and signs you in."
    >
      {token ? <ConfirmEmailForm token={token} /> : <InvalidConfirmationLink />}
    </AuthPanel>
  )
}
