'use client'

import { useViewer } from '@/components/viewer/ViewerProvider'
import { livesInCookie } from '@/lib/jobs/listing/seekerPreferences'

/** Whether the visitor set or removed their country on this page: the remembered one then no longer applies. */
let chosenHere = false
export const countryChosenHere = () => chosenHere

/**
 * Sets where the seeker lives, or forgets it (null): this browser's cookie, the member's profile,
 * and this page's memory of the choice, so the remembered country is not put back.
 */
export function useCountryChoice() {
  const { viewer } = useViewer()
  const member = viewer?.account?.collection === 'members'
  return (country: string | null) => {
    chosenHere = true
    document.cookie = livesInCookie(country)
    // The action's client is loaded only when a member sets a country (it stays out of /jobs' first download).
    if (member) void import('./actions').then(({ rememberCountryAction }) => rememberCountryAction(country)).catch(() => undefined)
  }
}
