const TTL_MS = 30_000
const MAX_ENTRIES = 500

const counts = new Map<string, { at: number; count: Promise<number> }>()

/**
 * Counting every match of a broad search costs more than showing its page; paging through the
 * same results reuses the count for 30 s. Dropped at once when a job changes on this instance.
 */
export const cachedCount = (key: string, count: () => Promise<number>, now = Date.now()): Promise<number> => {
  const hit = counts.get(key)
  if (hit && now - hit.at < TTL_MS) return hit.count
  const fresh = count()
  counts.delete(key)
  counts.set(key, { at: now, count: fresh })
  if (counts.size > MAX_ENTRIES) counts.delete(counts.keys().next().value!)
  fresh.catch(() => counts.delete(key))
  return fresh
}

export const invalidateCounts = () => counts.clear()
