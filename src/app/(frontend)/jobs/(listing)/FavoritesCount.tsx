'use client'

import { useViewer } from '@/components/viewer/ViewerProvider'

/** "(3)" on the Favorites tab: the viewer's listed saved jobs (0 for anyone signed out). */
export function FavoritesCount() {
  const { viewer } = useViewer()
  return <span>({viewer?.favorites.length ?? 0})</span>
}
