import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

import { SmartLink } from '../SmartLink'
import { ItemPoints } from './ItemPoints'
import type { GuideItem } from './types'

/** Cards of a section: title (a link when there is no button text), badge, text, points, button. */
export function SectionCards({ items }: { items: GuideItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id ?? item.title}>
          <Card className="flex h-full flex-col p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                {item.link && !item.linkLabel ? (
                  <SmartLink href={item.link} className="text-blue-700 hover:underline">
                    {item.title}
                  </SmartLink>
                ) : (
                  item.title
                )}
              </h3>
              {item.label && <Badge>{item.label}</Badge>}
            </div>
            {item.text && <p className="mt-2 text-sm text-slate-600">{item.text}</p>}
            <ItemPoints points={item.points} />
            {item.link && item.linkLabel && (
              <div className="mt-auto pt-4">
                <SmartLink href={item.link} className={buttonClasses('outline', 'sm', 'w-full')}>
                  {item.linkLabel}
                  <span className="sr-only">: {item.title}</span>
                </SmartLink>
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  )
}
