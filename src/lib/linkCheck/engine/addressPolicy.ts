import { ipv4Bytes, ipv6Bytes, samePrefix } from './ipAddress'

type Range = [address: string, bits: number]

/** IPv4 ranges no link may reach: not on the public internet, or the cloud's own services. */
const FORBIDDEN_V4: Range[] = [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata lives here too)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
  ['168.63.129.16', 32], // Azure's host services, a public address inside every VM
]

/** IPv6 outside these is refused: only global unicast reaches the internet. */
const GLOBAL_V6: Range = ['2000::', 3]

const FORBIDDEN_V6: Range[] = [
  ['2001::', 32], // Teredo: hides an IPv4 address
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: checked through its embedded IPv4 instead
]

const matches = (bytes: number[], ranges: Range[], parse: (address: string) => number[] | null) =>
  ranges.some(([address, bits]) => samePrefix(bytes, parse(address)!, bits))

const forbiddenV4 = (bytes: number[]) => matches(bytes, FORBIDDEN_V4, ipv4Bytes)

/**
 * Whether an IP address is one the link checker may connect to. IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-compatible (::a.b.c.d) and 6to4 addresses are judged by the IPv4 address inside them.
 */
export const isPublicAddress = (address: string): boolean => {
  const v4 = ipv4Bytes(address)
  if (v4) return !forbiddenV4(v4)
  const v6 = ipv6Bytes(address)
  if (!v6) return false
  const firstTen = v6.slice(0, 10).every((byte) => byte === 0)
  if (firstTen && ((v6[10] === 0xff && v6[11] === 0xff) || (v6[10] === 0 && v6[11] === 0))) {
    return !forbiddenV4(v6.slice(12))
  }
  if (v6[0] === 0x20 && v6[1] === 0x02) return !forbiddenV4(v6.slice(2, 6))
  return matches(v6, [GLOBAL_V6], ipv6Bytes) && !matches(v6, FORBIDDEN_V6, ipv6Bytes)
}

/**
 * LINK_CHECK_ALLOW: comma- or space-separated exact host:port entries ("127.0.0.1:4100",
 * "[::1]:4100") that may be reached whatever they resolve to, so tests can use a local server.
 */
export const parseAllowList = (value: string | undefined): Set<string> =>
  new Set(
    (value ?? '')
      .split(/[\s,]+/)
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => /^(\[[0-9a-f:.]+\]|[^\s:/[\]]+):\d{1,5}$/.test(entry)),
  )

/** The key an allow list is matched against; the port defaults to the scheme's. */
export const hostPortKey = (hostname: string, port: string | number, protocol: string): string => {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const host = bare.includes(':') ? `[${bare}]` : bare
  return `${host}:${port || (protocol === 'https:' ? 443 : 80)}`
}
