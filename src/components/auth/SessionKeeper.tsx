'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { msUntilRefresh, type RefreshAnswer, refreshWithBackoff } from '@/lib/auth/sessionRefresh'
import { toast } from '@/lib/toast'

import { useViewer } from '@/components/viewer/ViewerProvider'
import { SESSION_ENDED } from '@/lib/auth/messages'

/** When the server could not be reached at all, the next try is a minute later. */
const RETRY_UNREACHABLE_MS = 60_000

/** The time the new token has left, by the server's clock (its Date header) when it sends one. */
const postRefresh = async (collection: string): Promise<RefreshAnswer> => {
  try {
    const response = await fetch(`/api/${collection}/refresh-token`, { method: 'POST', credentials: 'include' })
    const body = (await response.json().catch(() => null)) as { exp?: unknown } | null
    const serverNow = Date.parse(response.headers.get('date') ?? '')
    const msLeft = typeof body?.exp === 'number' ? body.exp * 1000 - (Number.isNaN(serverNow) ? Date.now() : serverNow) : null
    return { status: response.status, msLeft }
  } catch {
    return { status: null, msLeft: null }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Refreshes the signed-in session shortly before its token expires (`msLeft`, measured by the
 * server when it rendered the page), and whenever the tab comes back after the refresh fell due.
 * A refusal ends the session: the cookie is cleared and the page shows the signed-out state.
 */
export function SessionKeeper({ collection, msLeft }: { collection: 'members' | 'users'; msLeft: number }) {
  const router = useRouter()
  const { refresh: refreshViewer } = useViewer()

  useEffect(() => {
    let refreshAt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let running = false
    let stopped = false

    const schedule = (ms: number) => {
      clearTimeout(timer)
      refreshAt = Date.now() + ms
      if (!stopped) timer = setTimeout(run, ms)
    }

    async function run() {
      if (running || stopped) return
      running = true
      const result = await refreshWithBackoff(() => postRefresh(collection), sleep)
      running = false
      if (stopped) return
      if (result.outcome === 'refreshed') {
        schedule(result.msLeft === null ? RETRY_UNREACHABLE_MS : Math.max(RETRY_UNREACHABLE_MS, msUntilRefresh(result.msLeft)))
      } else if (result.outcome === 'rejected') {
        stopped = true
        await fetch(`/api/${collection}/logout`, { method: 'POST', credentials: 'include' }).catch(() => undefined)
        toast.info(SESSION_ENDED)
        router.refresh()
        void refreshViewer()
      } else {
        schedule(RETRY_UNREACHABLE_MS)
      }
    }

    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() >= refreshAt) schedule(0)
    }

    schedule(msUntilRefresh(msLeft))
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [collection, msLeft, router, refreshViewer])

  return null
}
