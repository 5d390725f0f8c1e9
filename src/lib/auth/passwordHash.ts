import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Payload 3's password hashes (auth/strategies/local/generatePasswordSaltHash): PBKDF2-SHA256,
 * 600,000 rounds and 32 bytes behind the `pbkdf2-sha256-v1:` prefix; older accounts keep the
 * legacy 25,000 rounds and 512 bytes. Payload does not export its checker, so this reads the same
 * format; tests sign in with passwords set through Payload to prove they still agree.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

const parametersOf = (hash: string) =>
  hash.startsWith(CURRENT_PREFIX) ? { ...CURRENT, hex: hash.slice(CURRENT_PREFIX.length) } : { ...LEGACY, hex: hash }

/** Whether `password` is the one behind a stored hash and salt. */
export const passwordMatches = async (stored: { hash?: unknown; salt?: unknown }, password: string) => {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string' || !password) return false
  const { iterations, keyLength, hex } = parametersOf(stored.hash)
  const expected = Buffer.from(hex, 'hex')
  const actual = await pbkdf2Async(password, stored.salt, iterations, keyLength, 'sha256')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * The work of checking one password against a current hash, for an account that does not exist:
 * a sign-in for an unknown email then takes as long as one with a wrong password.
 */
export const spendPasswordCheck = async (password: string) => {
  await pbkdf2Async(password || ' ', randomBytes(32).toString('hex'), CURRENT.iterations, CURRENT.keyLength, 'sha256')
}
