import { describe, expect, it } from 'vitest'

import { type ChromiumSearch, findChromium, INSTALL_COMMAND } from '../../scripts/lib/findChromium'

const search = (over: Partial<ChromiumSearch> & { files?: string[] }): ChromiumSearch & { said: string[]; installs: number } => {
  const files = new Set(over.files ?? [])
  const said: string[] = []
  const state = {
    given: undefined,
    playwrightOwn: '/root/.cache/ms-playwright/chromium-1/chrome-linux/chrome',
    exists: (file: string) => files.has(file),
    canInstall: false,
    install: () => {
      state.installs++
      files.add('/usr/bin/chromium')
      return true
    },
    say: (line: string) => said.push(line),
    said,
    installs: 0,
    ...over,
  }
  return state
}

describe('the test command finds a Chromium', () => {
  it('takes CHROMIUM_PATH when it names a file, and says so when it does not', () => {
    expect(findChromium(search({ given: '/opt/chrome/chrome', files: ['/opt/chrome/chrome', '/usr/bin/chromium'] }))).toEqual({ path: '/opt/chrome/chrome' })
    expect(findChromium(search({ given: '/nowhere/chrome', files: ['/usr/bin/chromium'] }))).toMatchObject({ problem: expect.stringContaining('CHROMIUM_PATH is /nowhere/chrome') })
  })

  it("finds Debian's, Ubuntu's or Chrome, then Playwright's own", () => {
    expect(findChromium(search({ files: ['/usr/bin/chromium-browser'] }))).toEqual({ path: '/usr/bin/chromium-browser' })
    expect(findChromium(search({ files: ['/root/.cache/ms-playwright/chromium-1/chrome-linux/chrome'] }))).toEqual({ path: '/root/.cache/ms-playwright/chromium-1/chrome-linux/chrome' })
  })

  it("installs Debian's as root with apt-get, saying so; otherwise says what to run", () => {
    const root = search({ canInstall: true })
    expect(findChromium(root)).toEqual({ path: '/usr/bin/chromium' })
    expect(root.installs).toBe(1)
    expect(root.said[0]).toContain('installing Debian')
    const user = search({})
    expect(findChromium(user)).toMatchObject({ problem: expect.stringContaining(INSTALL_COMMAND) })
    expect(user.installs).toBe(0)
    const failing = search({ canInstall: true, install: () => false })
    expect(findChromium(failing)).toMatchObject({ problem: expect.stringContaining('failed') })
  })
})
