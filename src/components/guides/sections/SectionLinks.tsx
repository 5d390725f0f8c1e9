import { buttonClasses } from '@/components/ui/button'

import { SmartLink } from '../SmartLink'
import type { GuideItem } from './types'

/** Call-to-action buttons; the first is the primary one. */
export function SectionLinks({ items }: { items: GuideItem[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {items.map((item, index) => (
        <SmartLink
          key={item.id ?? item.title}
          href={item.link}
          className={buttonClasses(index === 0 ? 'default' : 'outline', 'lg')}
        >
          {item.linkLabel || item.title}
        </SmartLink>
      ))}
    </div>
  )
}
