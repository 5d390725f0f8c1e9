import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { formatMonthlyPrice } from '@/lib/payments/premium/premiumPlan'

type Props = {
  name: string
  monthlyPrice: number
  features: string[]
  featured?: boolean
  badge?: string
  children: React.ReactNode
}

/** One plan of /premium: its price a month, what it includes, and what the visitor can do about it. */
export function PlanCard({ name, monthlyPrice, features, featured = false, badge, children }: Props) {
  const headingId = `plan-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-5 rounded-xl border bg-white p-6 shadow-sm',
        featured ? 'border-blue-700 ring-2 ring-blue-700' : 'border-slate-200',
      )}
    >
      {badge && (
        <Badge variant="default" className="absolute -top-3 left-6">
          {badge}
        </Badge>
      )}
      <h2 id={headingId} className="text-xl font-semibold">
        {name}
      </h2>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold">{formatMonthlyPrice(monthlyPrice)}</span>
        <span className="text-slate-600">
          <span className="sr-only">US dollars </span>per month
        </span>
      </p>
      <ul className="flex-1 space-y-2 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden className="text-emerald-600">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="space-y-2">{children}</div>
    </article>
  )
}
