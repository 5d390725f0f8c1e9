import { request } from 'undici'

export type Timing = { first: number; p50: number; p95: number; bytes: number; compressedBytes: number; status: number }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** Times `runs` sequential GETs of `url` after a warm-up: latency to the last byte, and sizes. */
export const timeGet = async (url: string, { runs = 100, warmup = 10, headers = {} as Record<string, string> } = {}): Promise<Timing> => {
  const fetchOnce = async (encoding: string) => {
    const started = performance.now()
    const response = await request(url, { headers: { 'accept-encoding': encoding, ...headers } })
    const body = Buffer.from(await response.body.arrayBuffer())
    return { ms: performance.now() - started, bytes: body.length, status: response.statusCode }
  }
  const first = (await fetchOnce('gzip')).ms
  for (let i = 1; i < warmup; i++) await fetchOnce('gzip')
  const times: number[] = []
  let last = { ms: 0, bytes: 0, status: 0 }
  for (let i = 0; i < runs; i++) {
    last = await fetchOnce('gzip')
    times.push(last.ms)
  }
  const plain = await fetchOnce('identity')
  times.sort((a, b) => a - b)
  return { first, p50: percentile(times, 50), p95: percentile(times, 95), bytes: plain.bytes, compressedBytes: last.bytes, status: last.status }
}
