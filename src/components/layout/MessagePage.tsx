import type { ReactNode } from 'react'

/** A page that says one thing: its heading, a line of text, and what to do next (children). */
export function MessagePage({ heading, text, children }: { heading: string; text: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="text-slate-600">{text}</p>
      {children}
    </section>
  )
}
