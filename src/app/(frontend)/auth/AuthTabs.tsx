'use client'

import { Tabs } from 'radix-ui'
import { useState } from 'react'

import { Notice } from '@/components/auth/Notice'
import { confirmEmailNotice } from '@/lib/auth/messages'

import { SignInForm } from './SignInForm'
import { SignUpForm } from './SignUpForm'

export type AuthTab = 'sign-in' | 'sign-up'
type Tab = AuthTab

const triggerClass =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm'

const contentClass = 'mt-6 focus-visible:outline-none'

const noScriptLink = 'text-sm font-medium text-blue-700 underline'

/**
 * `next`: where signing in leads (a checked path on this site), the home page without one.
 * `initialTab`: /auth?tab=sign-up opens on Sign Up, which is how a visitor without JavaScript
 * (whose tabs do not switch) reaches it.
 */
export function AuthTabs({ next = null, initialTab = 'sign-in' }: { next?: string | null; initialTab?: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab)
  const withNext = next ? `&next=${encodeURIComponent(next)}` : ''
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null)

  const onSignedUp = (email: string) => {
    setSignedUpEmail(email)
    setTab('sign-in')
  }

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <Tabs.List aria-label="Sign in or sign up" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="sign-in" className={triggerClass}>
          Sign In
        </Tabs.Trigger>
        <Tabs.Trigger value="sign-up" className={triggerClass}>
          Sign Up
        </Tabs.Trigger>
      </Tabs.List>
      {/* Both panels stay mounted, the inactive one hidden, so switching tabs keeps what was typed. */}
      <Tabs.Content value="sign-in" forceMount hidden={tab !== 'sign-in'} className={contentClass}>
        {signedUpEmail && (
          <Notice tone="info" className="mb-4">
            {confirmEmailNotice(signedUpEmail)}
          </Notice>
        )}
        {/* A new key remounts the form with the address just registered. */}
        <SignInForm key={signedUpEmail ?? ''} defaultEmail={signedUpEmail ?? ''} next={next} />
        <noscript>
          <p className="mt-4 text-center">
            <a href={`/auth?tab=sign-up${withNext}`} className={noScriptLink}>
              New here? Create an account
            </a>
          </p>
        </noscript>
      </Tabs.Content>
      <Tabs.Content value="sign-up" forceMount hidden={tab !== 'sign-up'} className={contentClass}>
        <SignUpForm onSignedUp={onSignedUp} />
        <noscript>
          <p className="mt-4 text-center">
            <a href={`/auth?tab=sign-in${withNext}`} className={noScriptLink}>
              Have an account? Sign in
            </a>
          </p>
        </noscript>
      </Tabs.Content>
    </Tabs.Root>
  )
}
