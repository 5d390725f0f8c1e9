import { isIPv4, isIPv6 } from 'node:net'

/** The four bytes of a dotted IPv4 address, or null. */
export const ipv4Bytes = (address: string): number[] | null =>
  isIPv4(address) ? address.split('.').map(Number) : null

/** The sixteen bytes of an IPv6 address (zone id dropped, embedded dotted IPv4 read), or null. */
export const ipv6Bytes = (input: string): number[] | null => {
  const address = input.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!isIPv6(address)) return null
  let text = address
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    const [a, b, c, d] = ipv4Bytes(dotted[1])!
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null]
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const front = groups(head)
  const back = tail === null ? [] : groups(tail)
  const words =
    tail === null ? front : [...front, ...Array(8 - front.length - back.length).fill(0), ...back]
  return words.flatMap((word) => [word >> 8, word & 0xff])
}

/** Whether the first `bits` bits of two byte arrays agree. */
export const samePrefix = (bytes: number[], prefix: number[], bits: number): boolean => {
  for (let i = 0; i < bits; i++) {
    const mask = 0x80 >> (i % 8)
    if ((bytes[i >> 3] & mask) !== (prefix[i >> 3] & mask)) return false
  }
  return true
}
