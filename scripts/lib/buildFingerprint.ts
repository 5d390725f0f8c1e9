import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { root } from './environment'

const SOURCES = ['src', 'collections', 'globals', 'tasks', 'migrations', 'public', 'payload.config.ts', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs']

const walk = (entry: string, files: string[]) => {
  if (!existsSync(entry)) return
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name), files)
  } else {
    files.push(entry)
  }
}

/** A hash of everything the production build is made from, to tell a stale build. */
export const sourceFingerprint = (): string => {
  const files: string[] = []
  for (const source of SOURCES) walk(path.join(root, source), files)
  const hash = createHash('sha256')
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file))
  return hash.digest('hex')
}

const stampFile = () => path.join(root, '.next', 'source-fingerprint')

export const buildIsCurrent = (fingerprint: string) =>
  existsSync(path.join(root, '.next', 'BUILD_ID')) &&
  existsSync(stampFile()) &&
  readFileSync(stampFile(), 'utf8') === fingerprint

export const buildStampPath = stampFile
