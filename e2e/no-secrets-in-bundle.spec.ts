import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { E2E_ENV } from './support/environment'

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })

test('no server secret appears in any file sent to browsers (.next/static)', async () => {
  // The build may come from any local data directory's secret: check them all.
  const generated = ['.data/secret', path.join(E2E_ENV.DATA_DIR, 'secret')].flatMap((file) => {
    try {
      return [readFileSync(file, 'utf8').trim()]
    } catch {
      return []
    }
  })
  const secrets = [...generated, process.env.PAYLOAD_SECRET, process.env.AI_API_KEY, process.env.SMTP_URL?.match(/:\/\/[^:]+:([^@]+)@/)?.[1]].filter(
    (value): value is string => Boolean(value && value.length >= 8),
  )
  expect(secrets.length).toBeGreaterThan(0)
  const files = filesUnder('.next/static')
  expect(files.length).toBeGreaterThan(10)
  for (const file of files) {
    const text = readFileSync(file, 'latin1')
    for (const value of secrets) expect(text.includes(value), `${file} holds a secret`).toBe(false)
  }
})
