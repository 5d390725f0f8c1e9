/** The cookie that remembers where a visitor lives (an ISO country code), for a year. */
export const LIVES_IN_COOKIE = 'rp_lives_in'

/** The minimum-salary choices of /jobs, in US dollars a year. */
export const SALARY_MINIMUMS = [40_000, 60_000, 80_000, 100_000, 120_000, 150_000, 200_000] as const

export const salaryMinimumLabel = (usd: number) => `$${usd / 1000}k+ a year`

/** The remembered country, read from document.cookie; null when none or not a code. */
export const rememberedCountry = (cookie: string): string | null => {
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LIVES_IN_COOKIE}=`))
    ?.slice(LIVES_IN_COOKIE.length + 1)
  return value && /^[A-Z]{2}$/.test(value) ? value : null
}

/** The cookie that remembers (or, for null, forgets) the country. */
export const livesInCookie = (country: string | null) =>
  country ? `${LIVES_IN_COOKIE}=${country}; Path=/; Max-Age=31536000; SameSite=Lax` : `${LIVES_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
