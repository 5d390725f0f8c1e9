import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** Premium is set on a member's account by the team (there is no checkout): ask them by email. */
const UPGRADE_HREF =
  'mailto:hello@remotepassport.example?subject=Upgrade%20to%20Premium&body=Please%20upgrade%20my%20Remote%20Passport%20account%20(email%3A%20)%20to%20Premium.'

/** Why a result is limited and how to get the full one. */
export function UpgradePrompt({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-center',
        className,
      )}
    >
      <p className="font-medium text-amber-900">{text}</p>
      <a href={UPGRADE_HREF} className={buttonClasses('default', 'default')}>
        Upgrade to Premium
      </a>
      <p className="text-xs text-amber-800">
        Premium is set on your member account by our team: create a free account, then write to us.
      </p>
    </div>
  )
}
