import { guideMetadata } from '@/components/guides/guideData'

import { NomadVisasView, SLUG } from './NomadVisasView'

export const generateMetadata = () => guideMetadata(SLUG)

/** Unfiltered, the same for everyone: served from the cache. A filtered view is with-query/nomad-visas. */
export default function NomadVisasPage() {
  return <NomadVisasView query={{}} />
}
