/** An AI tool page: its title and a line of context, then the tool. Header and footer come from the layout. */
export function ToolPage({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-4 text-lg text-slate-600">{description}</p>
      </header>
      <div className="mt-10">{children}</div>
    </div>
  )
}
