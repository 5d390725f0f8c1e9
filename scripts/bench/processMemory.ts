import { readdirSync, readFileSync } from 'node:fs'

/** The parent of each running process, read from /proc (Linux). */
const parents = () => {
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // "pid (name) state ppid …": the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // The process ended while we looked.
    }
  }
  return parentOf
}

const rssBytes = (pid: number) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** Resident memory of a process and every process it started (the site: tsx, its server, workers). */
export const treeRssBytes = (root: number) => {
  const parentOf = parents()
  const tree = new Set([root])
  for (let grew = true; grew; ) {
    grew = false
    for (const [pid, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return [...tree].reduce((sum, pid) => sum + rssBytes(pid), 0)
}
