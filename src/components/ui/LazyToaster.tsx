'use client'

import { type ComponentType, useEffect, useState } from 'react'
import type { ToasterProps } from 'sonner'

import { loadSonner } from '@/lib/toast'

/** sonner's Toaster (swipe to dismiss, Alt+T), loaded once the page is interactive. */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => {
    void loadSonner().then((module) => setToaster(() => module.Toaster))
  }, [])
  return Toaster ? <Toaster {...props} /> : null
}
