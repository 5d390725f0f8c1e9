import { GuideHeader } from '@/components/guides/GuideHeader'
import { GuideSections } from '@/components/guides/GuideSections'
import { loadGuide } from '@/components/guides/guideData'
import { SectionStats } from '@/components/guides/sections/SectionStats'
import { VisaDirectory } from '@/components/visas/VisaDirectory'
import { payloadClient } from '@/lib/payload'
import { visaDirectory } from '@/lib/visas/visaDirectory'
import { visaFiltersFromParams } from '@/lib/visas/visaFilters'

export const SLUG = 'nomad-visas'

/** /nomad-visas as filtered by `query` (empty: the shared, cached page; see src/proxy.ts). */
export async function NomadVisasView({ query }: { query: Record<string, string | string[] | undefined> }) {
  const filters = visaFiltersFromParams(query)
  const [guide, directory] = await Promise.all([
    loadGuide(SLUG),
    visaDirectory(await payloadClient(), filters),
  ])
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <GuideHeader title={guide.title} description={guide.description} />
      <GuideSections
        sections={guide.sections}
        slots={{
          figures: <SectionStats items={directory.figures} />,
          directory: (
            <VisaDirectory visas={directory.visas} total={directory.total} filters={filters} checks={directory.checks} />
          ),
        }}
      />
    </div>
  )
}
