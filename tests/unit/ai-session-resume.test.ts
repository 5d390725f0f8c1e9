import { describe, expect, it } from 'vitest'

import { MAX_RESUME_CHARACTERS } from '@/lib/ai/limits'
import {
  forgetSessionResume,
  keepSessionResume,
  MAX_KEPT_FILE_NAME,
  parseSessionResume,
  storedSessionResume,
  type TabStorage,
  tabStorage,
} from '@/lib/ai/resume/sessionResume'

/** A tab's storage in memory; `quota` refuses a value longer than it, as a full storage does. */
const memoryStorage = (quota = Infinity) => {
  const items = new Map<string, string>()
  const storage: TabStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key) => void items.delete(key),
  }
  return { storage, items }
}

/** Storage that refuses everything, as a browser's blocked or private storage may. */
const refusingStorage: TabStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
}

const cv = {
  text: 'Jordan Rivera\njordan.rivera@example.com',
  fileName: 'cv.pdf',
  readAt: 1_700_000_000_000,
}
const read = (storage: TabStorage | null) => parseSessionResume(storedSessionResume(storage))

describe('the resume kept for the tab', () => {
  it('comes back as it was uploaded, and a later upload takes its place', () => {
    const { storage } = memoryStorage()
    expect(read(storage)).toBeNull()
    expect(keepSessionResume(storage, cv)).toBe(true)
    expect(read(storage)).toEqual(cv)
    const other = { text: 'Ana Silva', fileName: 'ana.docx', readAt: cv.readAt + 60_000 }
    keepSessionResume(storage, other)
    expect(read(storage)).toEqual(other)
  })

  it('is gone once forgotten', () => {
    const { storage, items } = memoryStorage()
    keepSessionResume(storage, cv)
    forgetSessionResume(storage)
    expect(read(storage)).toBeNull()
    expect(items.size).toBe(0)
  })

  it('holds a text up to the tools’ own limit, and never one they would refuse', () => {
    const { storage } = memoryStorage()
    const longest = { ...cv, text: 'x'.repeat(MAX_RESUME_CHARACTERS) }
    expect(keepSessionResume(storage, longest)).toBe(true)
    expect(read(storage)?.text).toHaveLength(MAX_RESUME_CHARACTERS)
    // Too long, or nothing but spaces: not kept, and the earlier one is not offered in its place.
    for (const text of ['x'.repeat(MAX_RESUME_CHARACTERS + 1), '  \n ']) {
      keepSessionResume(storage, cv)
      expect(keepSessionResume(storage, { ...cv, text })).toBe(false)
      expect(read(storage)).toBeNull()
    }
  })

  it('cuts a very long file name', () => {
    const { storage } = memoryStorage()
    keepSessionResume(storage, { ...cv, fileName: `${'a'.repeat(500)}.pdf` })
    expect(read(storage)?.fileName).toHaveLength(MAX_KEPT_FILE_NAME)
  })

  it('is not kept when storage is full, and the earlier one is forgotten', () => {
    const { storage } = memoryStorage(1_000)
    expect(keepSessionResume(storage, cv)).toBe(true)
    expect(keepSessionResume(storage, { ...cv, text: 'y'.repeat(2_000) })).toBe(false)
    expect(read(storage)).toBeNull()
  })

  it('never throws where storage is refused or missing: nothing is kept or offered', () => {
    for (const storage of [refusingStorage, null]) {
      expect(keepSessionResume(storage, cv)).toBe(false)
      expect(() => forgetSessionResume(storage)).not.toThrow()
      expect(read(storage)).toBeNull()
    }
    // On the server there is no window, so no storage.
    expect(tabStorage()).toBeNull()
  })

  it('offers nothing for an entry it did not write', () => {
    for (const stored of [
      'not json',
      'null',
      '42',
      '{}',
      JSON.stringify({ ...cv, readAt: 'today' }),
      JSON.stringify({ ...cv, fileName: '' }),
      JSON.stringify({ ...cv, text: 'x'.repeat(MAX_RESUME_CHARACTERS + 1) }),
    ])
      expect(parseSessionResume(stored)).toBeNull()
  })
})
