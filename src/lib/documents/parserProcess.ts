import { type ChildProcess, spawn } from 'node:child_process'
import type { Socket } from 'node:net'

import type { ExtractedDocument } from './layout/types'
import { DocumentUnsafeError, ParseTimeoutError } from './parseErrors'
import { residentMb } from './processMemory'
import type { ParseLimits } from './worker/parseLimits'

export type DocumentKind = 'pdf' | 'docx' | 'doc'

/** How often the parser process's memory is read while it works on a file. */
const WATCH_INTERVAL_MS = 100

// The worker file is found at run time, inside the child: a path the bundler can see would have
// it trace (and try to bundle) the whole project. Node runs the TypeScript source itself.
const BOOTSTRAP = `import(require('node:url').pathToFileURL(require('node:path').resolve(process.cwd(), process.argv[1])).href)`

/** The process's answer: a document (and whether the process is spent), or an error. */
type Answer = { id: number; document?: ExtractedDocument; spent?: boolean; error?: string; unsafe?: boolean }

type RunOptions = { timeoutMs: number; maxMemoryMb: number }

export type ParserProcess = ReturnType<typeof startParserProcess>

const log = (message: string) => console.warn(`[document parser] ${message}`)

/**
 * One parser: a Node process of its own, so that what a document costs to read (its heap, the
 * ArrayBuffers pdf.js and yauzl inflate into, a crash) is never the server's. Its heap is capped by
 * V8 and its whole memory by a watchdog; past either, or past the time limit, it dies alone and
 * only that file fails. It gets no environment (it needs no secret) and cannot compile strings.
 */
export const startParserProcess = (workerPath: string, heapMb: number) => {
  const child: ChildProcess = spawn(
    process.execPath,
    [`--max-old-space-size=${heapMb}`, '--disallow-code-generation-from-strings', '-e', BOOTSTRAP, workerPath],
    { cwd: process.cwd(), env: { NODE_ENV: process.env.NODE_ENV ?? 'production' }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' },
  )
  // A process that fails to start, or dies between files, is noticed when it closes.
  child.on('error', () => {})
  // The end of what it printed (V8's report of a heap out of memory is 30 lines): its last words.
  let lastWords = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    lastWords = (lastWords + chunk.toString('utf8')).slice(-4_000)
  })
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  let nextId = 0

  /** Reads one file; rejects when the process answers an error, dies, or passes a limit. */
  const run = (kind: DocumentKind, data: Uint8Array, limits: ParseLimits, { timeoutMs, maxMemoryMb }: RunOptions) =>
    new Promise<{ document: ExtractedDocument; spent: boolean }>((resolve, reject) => {
      const id = ++nextId
      const cleanup = () => {
        clearTimeout(timer)
        clearInterval(watchdog)
        child.off('message', onMessage)
        child.off('close', onClose)
      }
      const stop = (error: Error) => {
        cleanup()
        child.kill('SIGKILL')
        reject(error)
      }
      const timer = setTimeout(() => stop(new ParseTimeoutError()), timeoutMs)
      const watchdog = setInterval(() => {
        const used = residentMb(child.pid)
        if (used === null || used <= maxMemoryMb) return
        log(`a file took its process to ${Math.round(used)} MB: stopped`)
        stop(new DocumentUnsafeError(`the parser used ${Math.round(used)} MB, over ${maxMemoryMb} MB`))
      }, WATCH_INTERVAL_MS)
      const onMessage = (answer: Answer) => {
        if (answer.id !== id) return
        cleanup()
        if (answer.error === undefined) resolve({ document: answer.document ?? { kind: 'text', text: '' }, spent: Boolean(answer.spent) })
        else reject(answer.unsafe ? new DocumentUnsafeError(answer.error) : new Error(answer.error))
      }
      const onClose = (code: number | null, signal: NodeJS.Signals | null) => {
        cleanup()
        const words = /(?:FATAL ERROR|\w*Error): [^\n]*/.exec(lastWords)?.[0]
        const reason = `the parser process died (${[signal ?? `exit code ${code}`, words].filter(Boolean).join(': ')})`
        log(reason)
        reject(new DocumentUnsafeError(reason))
      }
      child.on('message', onMessage)
      child.on('close', onClose)
      child.send({ id, kind, data, limits }, (error) => {
        if (error) stop(new Error(`the parser process could not take the file: ${error.message}`))
      })
    })

  const busy = () => {
    child.ref()
    child.channel?.ref()
    ;(child.stderr as Socket | null)?.ref()
  }

  return {
    child,
    run,
    alive: () => child.exitCode === null && child.signalCode === null,
    memoryMb: () => residentMb(child.pid),
    /** Idle between files: the server may exit without waiting for it. */
    idle: () => {
      child.unref()
      child.channel?.unref()
      ;(child.stderr as Socket | null)?.unref()
    },
    busy,
    /** Kills it; resolves once it is gone (held, so that a caller awaiting it is not left behind). */
    stop: () => {
      busy()
      child.kill('SIGKILL')
      return closed
    },
  }
}
