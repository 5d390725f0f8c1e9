/** Where a visa card finds its flag: served by this site, never by a third party. */
export const flagSrc = (countryCode: string) => `/flags/${countryCode.trim().toLowerCase()}.svg`
