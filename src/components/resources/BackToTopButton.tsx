'use client'

import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { BACK_TO_TOP, BACK_TO_TOP_AFTER_PX } from '@/lib/guides/labels'

/** Appears once the page has scrolled past 400 px; takes the reader back to the top. */
export function BackToTopButton() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <Button
      type="button"
      className="fixed bottom-6 right-6 z-30 shadow-lg print:hidden"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' })
      }}
    >
      <span aria-hidden>↑</span> {BACK_TO_TOP}
    </Button>
  )
}
