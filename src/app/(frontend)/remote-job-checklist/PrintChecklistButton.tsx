'use client'

import { Button } from '@/components/ui/button'
import { PRINT_CHECKLIST } from '@/lib/guides/labels'

/** Opens the browser's print dialog; print.css leaves only the checklist on paper. */
export function PrintChecklistButton() {
  return (
    <Button type="button" size="lg" className="print-hidden mt-6" onClick={() => window.print()}>
      {PRINT_CHECKLIST}
    </Button>
  )
}
