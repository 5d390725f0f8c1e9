import type { Metadata } from 'next'

import { AuthPanel } from '@/components/auth/AuthPanel'

import { ConfirmNewEmailForm } from './ConfirmNewEmailForm'

export const metadata: Metadata = { title: 'Confirm your new email', robots: { index: false } }

export default async function ConfirmNewEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  return (
    <AuthPanel title="Confirm your new email" description="Press the button to use this address for your Remote Passport account.">
      <ConfirmNewEmailForm token={typeof token === 'string' ? token : ''} />
    </AuthPanel>
  )
}
