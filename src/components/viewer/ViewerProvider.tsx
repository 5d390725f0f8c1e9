'use client'

import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

import type { Viewer } from '@/lib/viewer/viewer'

type ViewerContext = {
  /** Null until the browser has asked; the page renders its shared, signed-out-neutral state meanwhile. */
  viewer: Viewer | null
  /** Asks again: after signing in or out, or when the session may have changed elsewhere. */
  refresh: () => Promise<void>
  /** The viewer, waiting for the first answer if it has not come yet (a click that early). */
  known: () => Promise<Viewer | null>
  /** A heart was toggled and the server agreed: the hearts and the Favorites count follow at once. */
  setFavorite: (jobId: number, saved: boolean) => void
}

const Context = createContext<ViewerContext>({ viewer: null, refresh: async () => {}, known: async () => null, setFavorite: () => {} })

const askServer = async (): Promise<Viewer | null> => {
  const response = await fetch('/api/viewer', { credentials: 'include', cache: 'no-store' }).catch(() => null)
  if (!response?.ok) return null
  return (await response.json().catch(() => null)) as Viewer | null
}

/**
 * The one place the browser learns who is looking. Pages are the same for every visitor (and so
 * cacheable); the header's session, the hearts, the Favorites count and the AI tools' premium state
 * read this instead. Asked on load, on every navigation and when the tab comes back.
 */
export function ViewerProvider({ children }: { children: React.ReactNode }) {
  const pathname = usePathname()
  const [viewer, setViewer] = useState<Viewer | null>(null)
  const asked = useRef(0)
  const latest = useRef<{ viewer: Viewer | null; pending: Promise<Viewer | null> | null }>({ viewer: null, pending: null })

  const refresh = useCallback(async () => {
    const ticket = ++asked.current
    const pending = askServer()
    latest.current.pending = pending
    const answer = await pending
    // Only the latest question's answer counts; a failed one keeps what is known.
    if (ticket === asked.current && answer) {
      latest.current.viewer = answer
      setViewer(answer)
    }
  }, [])

  const known = useCallback(async () => latest.current.viewer ?? (await latest.current.pending) ?? null, [])

  useEffect(() => {
    void refresh()
  }, [pathname, refresh])

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [refresh])

  const setFavorite = useCallback((jobId: number, saved: boolean) => {
    setViewer((current) => {
      if (!current) return current
      const others = current.favorites.filter((id) => id !== jobId)
      const next = { ...current, favorites: saved ? [jobId, ...others] : others }
      latest.current.viewer = next
      return next
    })
  }, [])

  const value = useMemo(() => ({ viewer, refresh, known, setFavorite }), [viewer, refresh, known, setFavorite])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export const useViewer = () => useContext(Context)
