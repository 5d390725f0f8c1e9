import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'

export const metadata = { title: 'Page not found', robots: { index: false } }

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-blue-700">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <Link href="/" className={buttonClasses()}>
        Return to Home
      </Link>
    </section>
  )
}
