'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { MIN_FILL_MS } from '@/lib/jobs/formTiming'

import { newFormToken } from './formToken'

/**
 * The job forms' anti-bot token: asked for as the form opens, replaced when the server renews it.
 * `null` while it has not arrived (the form then says so rather than send a post a bot check would
 * drop). `ripe()` waits, when the token came only a moment ago (asked again after a failure), until
 * the server will count the form as filled in by a person.
 */
export const useFormToken = () => {
  const [token, setToken] = useState<string | null>(null)
  const receivedAt = useRef(0)
  const ask = useCallback(() => {
    newFormToken().then(
      (fresh) => {
        receivedAt.current = Date.now()
        setToken(fresh)
      },
      () => setToken(null),
    )
  }, [])
  useEffect(ask, [ask])
  const ripe = useCallback(async () => {
    const wait = receivedAt.current + MIN_FILL_MS + 250 - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }, [])
  return { token, setToken, retry: ask, ripe }
}
