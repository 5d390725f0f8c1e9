import Link from 'next/link'

import { Logo } from './Logo'
import { FOOTER_LINKS, POLICY_LABELS } from './navigation'

export function SiteFooter({ children }: { children?: React.ReactNode }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600">Your passport to global remote jobs, remote-first companies and the digital nomad life.</p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-2 text-sm">
          {FOOTER_LINKS.map((link) => (
            <Link key={`${link.href}-${link.label}`} href={link.href} className="text-slate-700 hover:text-blue-700 hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
        <div>{children}</div>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-600 sm:px-6">
          <p>© {new Date().getFullYear()} Remote Passport. All positions 100% remote.</p>
          <ul className="flex gap-4" aria-label="Policies">
            {POLICY_LABELS.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
