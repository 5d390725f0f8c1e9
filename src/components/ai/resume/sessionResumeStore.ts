'use client'

import { useMemo, useSyncExternalStore } from 'react'

import {
  forgetSessionResume,
  keepSessionResume,
  parseSessionResume,
  type SessionResume,
  storedSessionResume,
  tabStorage,
} from '@/lib/ai/resume/sessionResume'

// sessionStorage tells no one in the same page of a change: the tools say so themselves.
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const changed = () => listeners.forEach((listener) => listener())

/**
 * The resume uploaded earlier in this tab, or null. The server (and hydration) render none, so
 * the page is the same for everyone; the browser then reads the tab's own.
 */
export const useSessionResume = (): SessionResume | null => {
  const stored = useSyncExternalStore(
    subscribe,
    () => storedSessionResume(tabStorage()),
    () => null,
  )
  return useMemo(() => parseSessionResume(stored), [stored])
}

export const keepResume = (resume: SessionResume) => {
  keepSessionResume(tabStorage(), resume)
  changed()
}

export const forgetResume = () => {
  forgetSessionResume(tabStorage())
  changed()
}
