import { readFileSync } from 'node:fs'

/**
 * A process's resident memory in MB (VmRSS: its heap, code and every ArrayBuffer it holds), or
 * null where Linux's /proc cannot tell (another system, or the process is gone).
 */
export const residentMb = (pid: number | undefined): number | null => {
  if (!pid) return null
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kilobytes ? Number(kilobytes) / 1024 : null
  } catch {
    return null
  }
}
