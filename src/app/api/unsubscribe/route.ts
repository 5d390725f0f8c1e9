import { unsubscribeByToken } from '@/lib/newsletter/unsubscribe'
import { payloadClient } from '@/lib/payload'

/**
 * The List-Unsubscribe address. POST (a mail client's one-click, or the page's button)
 * unsubscribes at once; GET only shows the page with a button, so link scanners that open every
 * link in an email unsubscribe nobody.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  return Response.redirect(new URL(`/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`, url), 303)
}

export async function POST(request: Request) {
  const url = new URL(request.url)
  const form = await request.formData().catch(() => null)
  const token = url.searchParams.get('token') ?? form?.get('token')?.toString()
  const result = await unsubscribeByToken(await payloadClient(), token)
  if (form?.get('from') === 'page') {
    const outcome = result.ok ? `done=${encodeURIComponent(result.what)}` : 'invalid=1'
    return Response.redirect(new URL(`/unsubscribe?${outcome}`, url), 303)
  }
  if (!result.ok) return new Response('This unsubscribe link is not valid.', { status: 400 })
  return new Response(`You are unsubscribed from ${result.what}.`, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
