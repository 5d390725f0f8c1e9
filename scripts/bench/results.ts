import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { root } from '../lib/environment'

const file = path.join(root, 'bench/results.json')

/** Merges one benchmark's figures into bench/results.json under `name`, with the date. */
export const saveResults = async (name: string, figures: unknown) => {
  const all = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {}
  all[name] = { measuredAt: new Date().toISOString(), ...(figures as object) }
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(all, null, 2)}\n`)
}
