/**
 * A description from the document, its `code spans` (the little Markdown our descriptions use)
 * set as code; everything else stays plain text.
 */
export function DescriptionText({ text }: { text: string }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((part, index) =>
        index % 2 ? (
          <code key={index} className="rounded bg-slate-100 px-1 text-[0.9em] text-slate-900">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  )
}
