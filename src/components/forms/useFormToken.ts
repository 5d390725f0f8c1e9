'use client'

import { useCallback, useEffect, useState } from 'react'

import { newFormToken } from './formToken'

/**
 * The job forms' anti-bot token: asked for as the form opens, replaced when the server renews it
 * (it then asks the person to send the form again). `null` while it has not arrived (the form
 * then says so rather than send a post a bot check would drop).
 */
export const useFormToken = () => {
  const [token, setToken] = useState<string | null>(null)
  const ask = useCallback(() => {
    newFormToken().then(setToken, () => setToken(null))
  }, [])
  useEffect(ask, [ask])
  return { token, setToken, retry: ask }
}
