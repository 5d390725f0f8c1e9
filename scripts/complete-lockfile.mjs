/**
 * The registry this project installs from carries only the Linux builds of platform-specific
 * packages, so `npm install` leaves the macOS/Windows/other optional builds out of
 * package-lock.json and `npm ci` then refuses the lockfile ("Missing: … from lock file").
 * This adds a version-only entry for each such optional package, as npm writes when the registry
 * has them; `npm ci` skips them on platforms they do not fit. Runs after every `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages ?? {}

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd', 'openharmony']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32']
const platformOf = (name) => {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => OS.includes(part) || part === 'win')
  const cpu = parts.find((part) => CPU.includes(part) || part === 'x86')
  return {
    ...(os ? { os: [os === 'win' ? 'win32' : os] } : {}),
    ...(cpu ? { cpu: [cpu === 'x86' ? 'ia32' : cpu] } : {}),
  }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    const version = String(spec).replace(/^[\^~=]/, '')
    if (!/^\d+\.\d+\.\d+/.test(version)) continue
    packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(name) }
    added++
  }
}

if (added) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`package-lock.json: recorded ${added} optional platform packages the registry does not carry`)
}
