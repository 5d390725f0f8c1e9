import { NomadVisasView } from '../../nomad-visas/NomadVisasView'

export { generateMetadata } from '../../nomad-visas/page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /nomad-visas with filters, rendered per request (src/proxy.ts rewrites such addresses here). */
export default async function FilteredNomadVisasPage({ searchParams }: Props) {
  return <NomadVisasView query={await searchParams} />
}
