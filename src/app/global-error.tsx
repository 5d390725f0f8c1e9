'use client'

/** Last resort when even the layout fails to render. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '6rem 1rem' }}>
        <h1>Unexpected Application Error!</h1>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  )
}
