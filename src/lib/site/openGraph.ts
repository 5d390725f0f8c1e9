import type { Metadata } from 'next'

type OpenGraph = NonNullable<Metadata['openGraph']>

/** The card a link to any page shows when shared: the site's name and its image in public/. */
export const SITE_OPEN_GRAPH = {
  siteName: 'Remote Passport',
  images: [{ url: '/og-image.png', width: 1200, height: 630, alt: 'Remote Passport: your passport to global remote jobs' }],
} satisfies OpenGraph

/**
 * A page's Open Graph on top of the site's card. Next replaces the layout's `openGraph` with a
 * page's own rather than merging them, so a page that sets one builds it here to keep the image.
 */
export const pageOpenGraph = (page: OpenGraph): OpenGraph => ({ ...SITE_OPEN_GRAPH, ...page }) as OpenGraph
