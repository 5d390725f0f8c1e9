import { readFile } from 'node:fs/promises'

import { flagFilePath } from '@/lib/visas/flagFile'

/** Country flags from the flag-icons package, served by the site itself (/flags/pt.svg). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = flagFilePath((await params).file)
  const svg = file ? await readFile(file).catch(() => null) : null
  if (!svg) return new Response('Not Found', { status: 404 })
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
