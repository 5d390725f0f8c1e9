import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'

import { HeaderSessionKeeper, HeaderSessionLinks } from './HeaderSession'
import { Logo } from './Logo'
import { HEADER_LINKS } from './navigation'

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900'

/** The same for every visitor, so every page can be cached; the session part is a client island. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <HeaderSessionKeeper />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </Link>
          ))}
          <Link href="/submit-job" className={buttonClasses('default', 'sm', 'ml-2')}>
            Post a Job
          </Link>
          <HeaderSessionLinks linkClass={linkClass} />
        </nav>
        <details className="relative md:hidden">
          <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-2 text-sm font-medium">
            Menu
          </summary>
          <nav aria-label="Mobile" className="absolute right-0 mt-2 flex w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            {HEADER_LINKS.map((link) => (
              <Link key={link.href} href={link.href} className={linkClass}>
                {link.label}
              </Link>
            ))}
            <Link href="/submit-job" className={buttonClasses('default', 'sm')}>
              Post a Job
            </Link>
            <HeaderSessionLinks linkClass={linkClass} />
          </nav>
        </details>
      </div>
    </header>
  )
}
