import Link from 'next/link'

import { Notice } from '@/components/auth/Notice'
import { buttonClasses } from '@/components/ui/button'
import { RESET_LINK_INVALID } from '@/lib/auth/messages'

/** An expired, used or mangled reset token: the way forward is a fresh link. */
export function InvalidResetLink() {
  return (
    <div className="space-y-4">
      <Notice tone="error">{RESET_LINK_INVALID}</Notice>
      <Link href="/auth/forgot-password" className={buttonClasses('default', 'default', 'w-full')}>
        Request a new link
      </Link>
    </div>
  )
}
