import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** Why a result is limited and where to go for the full one. */
export function UpgradePrompt({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-center',
        className,
      )}
    >
      <p className="font-medium text-amber-900">{text}</p>
      <Link href="/auth" className={buttonClasses('default', 'default')}>
        Upgrade to Premium
      </Link>
      <p className="text-xs text-amber-800">Premium is set on your member account by our team.</p>
    </div>
  )
}
