import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server HTML, true once React runs: submit buttons wait for it, or a click before
 * hydration would send the form natively and put the password in the address bar.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
