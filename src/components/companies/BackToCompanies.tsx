import Link from 'next/link'

export function BackToCompanies() {
  return (
    <Link
      href="/companies"
      className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline"
    >
      <span aria-hidden>←</span> Back to Companies
    </Link>
  )
}
