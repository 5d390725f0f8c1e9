'use client'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

export type PlanCard = { id: number; name: string; price: number; popular: boolean; features: string[] }

type Props = { plans: PlanCard[]; selected: number | null; onSelect: (index: number | null) => void }

/** The posting plans; Select Plan reads Selected once chosen (choosing none is allowed). */
export function PlanCards({ plans, selected, onSelect }: Props) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {plans.map((plan, index) => {
        const isSelected = selected === index
        return (
          <article
            key={plan.id}
            className={cn('relative flex flex-col gap-4 rounded-xl border bg-white p-6 shadow-sm', isSelected ? 'border-blue-700 ring-2 ring-blue-700' : 'border-slate-200')}
          >
            {plan.popular && <Badge variant="default" className="absolute -top-3 left-6">Most Popular</Badge>}
            <h3 className="text-xl font-semibold">{plan.name}</h3>
            <p className="text-4xl font-bold">
              ${plan.price}
              <span className="sr-only"> US dollars</span>
            </p>
            <ul className="flex-1 space-y-2 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden className="text-emerald-600">✓</span>
                  {feature}
                </li>
              ))}
            </ul>
            <Button type="button" variant={isSelected ? 'default' : 'outline'} aria-pressed={isSelected} onClick={() => onSelect(isSelected ? null : index)}>
              {isSelected ? 'Selected' : 'Select Plan'}
            </Button>
          </article>
        )
      })}
    </div>
  )
}
