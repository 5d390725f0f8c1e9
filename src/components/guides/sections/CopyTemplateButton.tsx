'use client'

import { toast } from '@/lib/toast'

import { Button } from '@/components/ui/button'
import { COPIED_TITLE, copiedText } from '@/lib/guides/labels'

/** Copies a template to the clipboard and says so in a toast. */
export function CopyTemplateButton({ title, text }: { title: string; text: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(COPIED_TITLE, { description: copiedText(title) })
    } catch {
      toast.error('Error', {
        description: 'Could not copy the template. Select the text and copy it instead.',
      })
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      Copy<span className="sr-only"> the {title} template</span>
    </Button>
  )
}
