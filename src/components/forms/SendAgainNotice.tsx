/** Beside a form's submit button: the server asked for the form once more (nothing was lost). */
export function SendAgainNotice({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {message}
    </p>
  )
}
