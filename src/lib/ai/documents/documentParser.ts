import { Worker } from 'node:worker_threads'

import { DOCX_MAX_UNCOMPRESSED_BYTES, PARSE_TIMEOUT_MS } from '../limits'
import type { ExtractedDocument } from './layout/types'

export class ParseTimeoutError extends Error {
  constructor() {
    super('Parsing took longer than the limit')
  }
}

/**
 * Refused at once rather than queued: every worker is busy and the queue is full ('queue'), or
 * this visitor already has a file being read ('owner').
 */
export class ParserBusyError extends Error {
  constructor(readonly reason: 'queue' | 'owner') {
    super(reason === 'queue' ? 'Every document worker is busy and the queue is full' : 'A file of this visitor is being read already')
  }
}

type Options = {
  workerPath?: string
  timeoutMs?: number
  maxWorkers?: number
  /** Files that may wait for a worker; one more is refused at once (ParserBusyError). */
  maxWaiting?: number
  maxUnzippedBytes?: number
}

/** The worker's source, relative to the project folder (the server's working directory). */
export const DEFAULT_WORKER_PATH = 'src/lib/ai/documents/documentWorker.ts'

// The worker file is found at run time, inside the worker: a path the bundler can see would have
// it trace (and try to bundle) the whole project. Node runs the TypeScript source itself.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads')
const { resolve } = require('node:path')
const { pathToFileURL } = require('node:url')
import(pathToFileURL(resolve(process.cwd(), workerData.workerPath)).href)
`

/**
 * Reads PDF, DOCX and DOC files in worker threads (their text with its layout evidence), at most
 * `maxWorkers` at once and `maxWaiting` waiting; each owner (a client address) has at most one
 * file in hand, so one visitor never holds more than one worker. Workers stay warm between files (loading pdf.js once
 * takes about a second); one that runs past the time limit is terminated and replaced, so a
 * hostile file never holds the server.
 */
export const createDocumentParser = ({
  workerPath = DEFAULT_WORKER_PATH,
  timeoutMs = PARSE_TIMEOUT_MS,
  maxWorkers = 2,
  maxWaiting = 8,
  maxUnzippedBytes = DOCX_MAX_UNCOMPRESSED_BYTES,
}: Options = {}) => {
  const idle: Worker[] = []
  const waiting: ((worker: Worker) => void)[] = []
  const busyOwners = new Set<string>()
  let running = 0
  let nextId = 0

  const spawn = () => {
    running++
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { workerPath },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    })
    // A late error from a worker no job waits for must not take the server down; it just exits.
    worker.on('error', () => {})
    worker.on('exit', () => {
      running--
      const index = idle.indexOf(worker)
      if (index >= 0) idle.splice(index, 1)
      if (waiting.length && running < maxWorkers) waiting.shift()!(spawn())
    })
    return worker
  }

  const acquire = () =>
    new Promise<Worker>((resolve) => {
      const ready = idle.pop()
      if (ready) resolve(ready)
      else if (running < maxWorkers) resolve(spawn())
      else waiting.push(resolve)
    })

  const release = (worker: Worker) => {
    const next = waiting.shift()
    if (next) return next(worker)
    worker.unref()
    idle.push(worker)
  }

  /** Reads one file for `owner`; refuses at once when the owner or the whole queue is busy. */
  const parse = async (kind: 'pdf' | 'docx' | 'doc', data: Uint8Array, owner = ''): Promise<ExtractedDocument> => {
    if (owner && busyOwners.has(owner)) throw new ParserBusyError('owner')
    if (!idle.length && running >= maxWorkers && waiting.length >= maxWaiting) throw new ParserBusyError('queue')
    if (owner) busyOwners.add(owner)
    try {
      return await parseInWorker(kind, data)
    } finally {
      busyOwners.delete(owner)
    }
  }

  const parseInWorker = async (kind: 'pdf' | 'docx' | 'doc', data: Uint8Array): Promise<ExtractedDocument> => {
    const worker = await acquire()
    worker.ref()
    const id = ++nextId
    return new Promise<ExtractedDocument>((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer)
        worker.off('message', onMessage)
        worker.off('error', onError)
      }
      const timer = setTimeout(() => {
        cleanup()
        void worker.terminate()
        reject(new ParseTimeoutError())
      }, timeoutMs)
      const onMessage = (message: { id: number; document?: ExtractedDocument; error?: string }) => {
        if (message.id !== id) return
        cleanup()
        if (message.error !== undefined) {
          // A file that failed may have left the worker in a bad state: start afresh next time.
          void worker.terminate()
          reject(new Error(message.error))
        } else {
          release(worker)
          resolve(message.document ?? { kind: 'text', text: '' })
        }
      }
      const onError = (error: Error) => {
        cleanup()
        reject(error)
      }
      worker.on('message', onMessage)
      worker.on('error', onError)
      worker.postMessage({ id, kind, data, maxUnzippedBytes })
    })
  }

  const close = async () => {
    await Promise.all(idle.splice(0).map((worker) => worker.terminate()))
  }

  return { parse, close }
}

export type DocumentParser = ReturnType<typeof createDocumentParser>

let shared: DocumentParser | null = null

/** The server's one parser. */
export const documentParser = () => (shared ??= createDocumentParser())
