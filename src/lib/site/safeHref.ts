/** Only http(s) addresses become links: a stored javascript: or data: URL is never clickable. */
export const safeHref = (url: string | null | undefined): string | undefined =>
  url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : undefined
