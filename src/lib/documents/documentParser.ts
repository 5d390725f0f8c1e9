import {
  DOCX_MAX_UNCOMPRESSED_BYTES,
  DOCX_MAX_XML_DEPTH,
  DOCX_MAX_XML_ELEMENTS,
  PARSE_MAX_CHARACTERS,
  PARSE_TIMEOUT_MS,
  PARSER_HEAP_MB,
  PARSER_MEMORY_MB,
  PARSER_RECYCLE_MB,
  PDF_MAX_PAGES,
  PDF_MAX_TEXT_RUNS,
} from '../ai/limits'
import type { ExtractedDocument } from './layout/types'
import { ParserBusyError } from './parseErrors'
import { type DocumentKind, type ParserProcess, startParserProcess } from './parserProcess'
import type { ParseLimits } from './worker/parseLimits'

export { DocumentUnsafeError, ParserBusyError, ParseTimeoutError } from './parseErrors'

type Options = {
  workerPath?: string
  timeoutMs?: number
  maxWorkers?: number
  /** Files that may wait for a parser; one more is refused at once (ParserBusyError). */
  maxWaiting?: number
  /** What one file may unzip, hold and hand back (defaults: limits.ts). */
  limits?: Partial<ParseLimits>
  heapMb?: number
  maxMemoryMb?: number
  /** A parser holding more than this after a file is replaced rather than kept warm. */
  recycleMemoryMb?: number
}

/** The worker's source, relative to the project folder (the server's working directory). */
export const DEFAULT_WORKER_PATH = 'src/lib/documents/documentWorker.ts'

const DEFAULT_LIMITS: ParseLimits = {
  unzippedBytes: DOCX_MAX_UNCOMPRESSED_BYTES,
  xmlElements: DOCX_MAX_XML_ELEMENTS,
  xmlDepth: DOCX_MAX_XML_DEPTH,
  pdfPages: PDF_MAX_PAGES,
  textRuns: PDF_MAX_TEXT_RUNS,
  characters: PARSE_MAX_CHARACTERS,
}

/**
 * Reads PDF, DOCX and DOC files in parser processes (their text with its layout evidence), at most
 * `maxWorkers` at once and `maxWaiting` waiting; each owner (a client address) has at most one
 * file in hand, so one visitor never holds more than one parser. Parsers stay warm between files
 * (loading pdf.js takes about half a second); one that fails, runs past the time limit or its
 * memory cap, or dies is replaced, so a hostile file costs its own parse and never the server.
 */
export const createDocumentParser = ({
  workerPath = DEFAULT_WORKER_PATH,
  timeoutMs = PARSE_TIMEOUT_MS,
  maxWorkers = 2,
  maxWaiting = 8,
  limits: given = {},
  heapMb = PARSER_HEAP_MB,
  maxMemoryMb = PARSER_MEMORY_MB,
  recycleMemoryMb = PARSER_RECYCLE_MB,
}: Options = {}) => {
  const limits = { ...DEFAULT_LIMITS, ...given }
  const idle: ParserProcess[] = []
  const waiting: ((parser: ParserProcess) => void)[] = []
  const started = new Set<ParserProcess>()
  const busyOwners = new Set<string>()

  const spawn = () => {
    const parser = startParserProcess(workerPath, heapMb)
    started.add(parser)
    parser.child.on('exit', () => {
      started.delete(parser)
      const index = idle.indexOf(parser)
      if (index >= 0) idle.splice(index, 1)
      if (waiting.length && started.size < maxWorkers) waiting.shift()!(spawn())
    })
    return parser
  }

  const acquire = () =>
    new Promise<ParserProcess>((resolve) => {
      const ready = idle.pop()
      if (ready) resolve(ready)
      else if (started.size < maxWorkers) resolve(spawn())
      else waiting.push(resolve)
    })

  /**
   * Back to work or to the idle pool; a parser that is spent (it left a page half-read) or grew
   * on a large file is replaced instead.
   */
  const release = (parser: ParserProcess, spent: boolean) => {
    if (spent || !parser.alive() || (parser.memoryMb() ?? 0) > recycleMemoryMb) return void parser.stop()
    const next = waiting.shift()
    if (next) return next(parser)
    parser.idle()
    idle.push(parser)
  }

  /** Reads one file for `owner`; refuses at once when the owner or the whole queue is busy. */
  const parse = async (kind: DocumentKind, data: Uint8Array, owner = ''): Promise<ExtractedDocument> => {
    if (owner && busyOwners.has(owner)) throw new ParserBusyError('owner')
    if (!idle.length && started.size >= maxWorkers && waiting.length >= maxWaiting) throw new ParserBusyError('queue')
    if (owner) busyOwners.add(owner)
    try {
      const parser = await acquire()
      parser.busy()
      try {
        const { document, spent } = await parser.run(kind, data, limits, { timeoutMs, maxMemoryMb })
        release(parser, spent)
        return document
      } catch (error) {
        // A file that failed may have left its parser in a bad state: start afresh next time.
        void parser.stop()
        throw error
      }
    } finally {
      busyOwners.delete(owner)
    }
  }

  const close = async () => {
    await Promise.all([...started].map((parser) => parser.stop()))
  }

  return { parse, close }
}

export type DocumentParser = ReturnType<typeof createDocumentParser>

let shared: DocumentParser | null = null

/** The server's one parser. */
export const documentParser = () => (shared ??= createDocumentParser())
