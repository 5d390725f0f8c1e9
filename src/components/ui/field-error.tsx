/** A form field's error, announced to screen readers and tied to its input by id. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  )
}
