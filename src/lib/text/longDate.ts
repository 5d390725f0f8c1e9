/** "June 1, 2026", in UTC so every server says the same day; '' for no date. */
export const longDate = (value: string | Date | null | undefined) =>
  value ? new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : ''
