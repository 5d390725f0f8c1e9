import type { Metadata } from 'next'
import { LazyToaster } from '@/components/ui/LazyToaster'

import { SiteFooter } from '@/components/layout/SiteFooter'
import { NewTabNote } from '@/components/layout/NewTabNote'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup'
import { ViewerProvider } from '@/components/viewer/ViewerProvider'
import { SITE_OPEN_GRAPH } from '@/lib/site/openGraph'
import { siteUrl } from '@/lib/site/siteUrl'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Remote Passport: remote jobs and digital nomad guides', template: '%s · Remote Passport' },
  description:
    'Your passport to global remote jobs: search remote positions at remote-first companies, and read visa, insurance, banking and eSIM guides for digital nomads.',
  openGraph: { ...SITE_OPEN_GRAPH, type: 'website' },
  twitter: { card: 'summary_large_image' },
  icons: {
    icon: [{ url: '/favicon.ico', sizes: '16x16 32x32 48x48' }, { url: '/icons/icon.svg', type: 'image/svg+xml' }],
    apple: '/icons/apple-touch-icon.png',
  },
  manifest: '/site.webmanifest',
}

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        <ViewerProvider>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter>
            <h2 className="mb-2 text-sm font-semibold text-slate-900">Weekly remote jobs newsletter</h2>
            <NewsletterSignup source="footer" />
          </SiteFooter>
        </ViewerProvider>
        <NewTabNote />
        <LazyToaster richColors closeButton position="bottom-right" />
      </body>
    </html>
  )
}
