import { ProviderCard, type ProviderCardProps } from './ProviderCard'

export function ProviderGrid({ providers }: { providers: ProviderCardProps[] }) {
  if (!providers.length) return <p className="text-slate-600">No providers are published yet.</p>
  return (
    <ul
      className={`grid gap-6 md:grid-cols-2 ${providers.length === 3 ? 'lg:grid-cols-3' : 'xl:grid-cols-4'}`}
    >
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCard {...provider} />
        </li>
      ))}
    </ul>
  )
}
