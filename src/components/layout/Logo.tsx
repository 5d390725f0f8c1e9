import Link from 'next/link'

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
      <span aria-hidden className="grid h-8 w-8 place-items-center rounded-lg bg-blue-700 text-sm text-white">
        RP
      </span>
      <span>Remote Passport</span>
    </Link>
  )
}
