import type { BankingProvider } from '@/payload-types'

/** The quick comparison of /international-banking: one row per provider. */
export function BankingComparisonTable({ providers }: { providers: BankingProvider[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Quick comparison of banking providers</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['Provider', 'Rating', 'Monthly fee', 'Transfer fee', 'Currencies', 'Best for'].map(
              (label) => (
                <th key={label} scope="col" className="px-4 py-3 font-semibold">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {providers.map((provider) => (
            <tr key={provider.id} className="border-t border-slate-200">
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {provider.name}
              </th>
              <td className="px-4 py-3">{provider.rating.toFixed(1)} out of 5</td>
              <td className="px-4 py-3">{provider.monthlyFee}</td>
              <td className="px-4 py-3">{provider.transferFee}</td>
              <td className="px-4 py-3">{provider.currencies}</td>
              <td className="px-4 py-3">{provider.bestFor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
