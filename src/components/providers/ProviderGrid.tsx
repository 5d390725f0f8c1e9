import { ProviderCard, type ProviderCardProps } from './ProviderCard'

export function ProviderGrid({ providers }: { providers: ProviderCardProps[] }) {
  if (!providers.length) return <p className="text-slate-600">No providers are published yet.</p>
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCard {...provider} />
        </li>
      ))}
    </ul>
  )
}
