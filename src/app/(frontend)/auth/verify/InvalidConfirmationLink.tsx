import Link from 'next/link'

import { Notice } from '@/components/auth/Notice'
import { buttonClasses } from '@/components/ui/button'
import { CONFIRMATION_LINK_INVALID } from '@/lib/auth/messages'

/** A used, mistyped or missing token: the account may be confirmed already, so sign-in is next. */
export function InvalidConfirmationLink() {
  return (
    <div className="space-y-4">
      <Notice tone="error">
        <p>{CONFIRMATION_LINK_INVALID}</p>
        <p className="mt-2">
          If you confirmed your address already, sign in. Otherwise open the most recent
          confirmation email we sent you.
        </p>
      </Notice>
      <Link href="/auth" className={buttonClasses('default', 'default', 'w-full')}>
        Go to Sign In
      </Link>
    </div>
  )
}
