import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** Why a result is limited and how to get the full one: the Premium page. */
export function UpgradePrompt({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-center',
        className,
      )}
    >
      <p className="font-medium text-amber-900">{text}</p>
      <Link href="/premium" className={buttonClasses('default', 'default')}>
        Upgrade to Premium
      </Link>
      <p className="text-xs text-amber-800">A monthly plan on a free member account. Cancel any time.</p>
    </div>
  )
}
