import type { ReactNode } from 'react'

/** The page title and its lead, with room for a notice or an action below. */
export function GuideHeader({
  title,
  description,
  children,
}: {
  title: string
  description?: string | null
  children?: ReactNode
}) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{title}</h1>
      {description && <p className="mt-4 text-lg text-slate-600">{description}</p>}
      {children}
    </header>
  )
}
