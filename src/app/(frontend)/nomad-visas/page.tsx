import { guideMetadata } from '@/components/guides/guideData'

import { NomadVisasView, SLUG } from './NomadVisasView'

export const generateMetadata = () => guideMetadata(SLUG)

/** Unfiltered, the same for everyone: served from the cache. Each filtered view is with-query/[query]. */
export default function NomadVisasPage() {
  return <NomadVisasView query={{}} />
}
