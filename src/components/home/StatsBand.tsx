/** The home page's marketing figures. */
const STATS = [
  { value: '200+', label: 'Remote Companies' },
  { value: 'Global', label: 'Hiring Regions' },
  { value: '100%', label: 'Remote Positions' },
  { value: 'Fresh', label: 'Updated Daily' },
] as const

export function StatsBand() {
  return (
    <section aria-label="Remote Passport in numbers" className="bg-blue-700 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 text-center sm:px-6 md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium text-blue-100">{stat.label}</dt>
            <dd className="text-3xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
