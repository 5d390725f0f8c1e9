import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/** The socket inodes listening on `port` (IPv4 and IPv6), from the kernel's socket tables. */
const listeningInodes = (port: number) => {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[]
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1)
    } catch {
      continue
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/)
      // local_address is "ADDRESS:PORT" in hex; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9])
    }
  }
  return inodes
}

/** The process that listens on `port` (Linux: the socket's inode among each process's descriptors). */
export const listeningPid = (port: number) => {
  const inodes = listeningInodes(port)
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let descriptors: string[]
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const descriptor of descriptors) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${descriptor}`)
        if (inodes.has(target.match(/^socket:\[(\d+)\]$/)?.[1] ?? '')) return Number(pid)
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  throw new Error(`no process of this user listens on port ${port}`)
}
