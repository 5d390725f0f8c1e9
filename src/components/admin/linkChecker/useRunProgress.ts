'use client'

import { useCallback, useEffect, useRef } from 'react'

import { fetchRunningRun } from './checkLinksClient'

const POLL_MS = 700

/**
 * While a check runs, reads the run record's progress every 700 ms and hands it on: the bar shows
 * the server's real progress, not a guess.
 */
export const useRunProgress = (userId: number | string, onProgress: (progress: number) => void) => {
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  const report = useRef(onProgress)
  useEffect(() => {
    report.current = onProgress
  })

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }, [])

  const start = useCallback(() => {
    stop()
    timer.current = setInterval(() => {
      fetchRunningRun(userId)
        .then((run) => {
          if (run && timer.current) report.current(run.progress)
        })
        .catch(() => {})
    }, POLL_MS)
  }, [stop, userId])

  useEffect(() => stop, [stop])
  return { start, stop }
}
