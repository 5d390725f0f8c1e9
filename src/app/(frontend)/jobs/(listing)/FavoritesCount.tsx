'use client'

import { useViewer } from '@/components/viewer/ViewerProvider'

/**
 * "(3)" on the Favorites tab: the viewer's listed saved jobs (0 for anyone signed out). Until the
 * browser knows who is looking it holds the place, rather than tell a member they have none.
 */
export function FavoritesCount() {
  const { viewer } = useViewer()
  if (!viewer) {
    return (
      <span aria-hidden className="invisible">
        (0)
      </span>
    )
  }
  return <span>({viewer.favorites.length})</span>
}
