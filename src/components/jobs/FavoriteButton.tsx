'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { toast } from '@/lib/toast'

import { useViewer } from '@/components/viewer/ViewerProvider'

import { favoriteFromForm } from './favoriteAction'

type Props = {
  jobId: number
  jobTitle: string
  /**
   * On /jobs a signed-out click goes to /auth; elsewhere it explains.
   * A staff account has no favorites: it is told so rather than sent to /auth.
   */
  signedOutBehaviour: 'redirect' | 'message'
  /** On the Favorites tab every job shown is saved: pressed without JavaScript, the heart removes it. */
  saved?: boolean
}

const STAFF_HAVE_NO_FAVORITES = 'Favorites belong to member accounts. Sign out of the staff account and sign in as a member to save jobs.'

const isSaved = (jobId: number) =>
  fetch(`/api/favorites?where[job][equals]=${jobId}&limit=1&depth=0`, { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { totalDocs?: number } | null) => (body?.totalDocs ?? 0) > 0)

const saveFavorite = async (jobId: number) => {
  const response = await fetch('/api/favorites', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ job: jobId }),
  })
  if (response.ok) return
  // A 400 may be the unique (member, job) pair, saved already from another tab: the wanted
  // state. Any other refusal (a job that is gone …) is a failure.
  if (response.status === 400 && (await isSaved(jobId))) return
  throw new Error(String(response.status))
}

const removeFavorite = (jobId: number) =>
  fetch(`/api/favorites?where[job][equals]=${jobId}`, { method: 'DELETE', credentials: 'include' }).then(async (response) => {
    const body = await response.json().catch(() => ({}))
    if (!response.ok || body.errors?.length) throw new Error(String(response.status))
  })

/**
 * The heart: its state is the viewer's (the page itself is the same for everyone), it updates at
 * once, and rolls back and says so when the server refuses. It is a form's button, so a press
 * before JavaScript runs (or without it) posts to favoriteFromForm.
 */
export function FavoriteButton({ jobId, jobTitle, signedOutBehaviour, saved: savedHere = false }: Props) {
  const router = useRouter()
  const { viewer, known, setFavorite } = useViewer()
  const [pending, setPending] = useState<boolean | null>(null)
  const [, startTransition] = useTransition()
  const saved = pending ?? (viewer ? viewer.favorites.includes(jobId) : savedHere)

  const toggle = async () => {
    // A click before the page learnt who is looking waits for that answer.
    const current = viewer ?? (await known())
    const collection = current?.account?.collection
    if (collection === 'users') return void toast.error(STAFF_HAVE_NO_FAVORITES)
    if (collection !== 'members') {
      if (signedOutBehaviour === 'redirect') router.push('/auth')
      else toast.error('Please sign in to save favorite jobs')
      return
    }
    const next = !(pending ?? Boolean(current?.favorites.includes(jobId)))
    setPending(next)
    try {
      await (next ? saveFavorite(jobId) : removeFavorite(jobId))
      setFavorite(jobId, next)
      toast.success(next ? 'Added to favorites' : 'Removed from favorites')
      // The Favorites tab lists the member's own jobs: it drops the one just removed.
      startTransition(() => router.refresh())
    } catch {
      toast.error(next ? 'Failed to add favorite' : 'Failed to remove favorite')
    } finally {
      setPending(null)
    }
  }

  return (
    <form action={favoriteFromForm} className="contents">
      <input type="hidden" name="job" value={jobId} />
      <input type="hidden" name="intent" value={saved ? 'remove' : 'save'} />
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault()
          void toggle()
        }}
        disabled={pending !== null}
        aria-pressed={saved}
        aria-label={saved ? `Remove ${jobTitle} from favorites` : `Save ${jobTitle} to favorites`}
        className="favorite-button"
      />
    </form>
  )
}
