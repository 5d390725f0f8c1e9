'use client'

import { useEffect } from 'react'

/** The render-failure fallback. */
export default function RenderError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="text-slate-600">Something went wrong while showing this page. Nothing you saved is lost.</p>
      <button type="button" onClick={reset} className="rounded-md bg-blue-700 px-4 py-2 text-white hover:bg-blue-800">
        Try again
      </button>
    </section>
  )
}
