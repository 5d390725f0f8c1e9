import { MAX_RESUME_CHARACTERS } from '../limits'

/** A resume read from an upload, kept for the tab so the next AI tool can offer it. */
export type SessionResume = { text: string; fileName: string; readAt: number }

/** The part of Web Storage used here: the tab's sessionStorage, or a test's own. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const KEY = 'remote-passport:resume'

/** A file name longer than this is cut: it is only shown in the offer. */
export const MAX_KEPT_FILE_NAME = 200

/**
 * The tab's sessionStorage (it ends with the tab and is never sent to the server); null on the
 * server or where the browser refuses it (blocked storage throws on access).
 */
export const tabStorage = (): TabStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** Only a text the tools accept is worth offering: over their limit they would refuse it. */
const keepable = (resume: SessionResume) =>
  resume.text.trim() !== '' &&
  resume.text.length <= MAX_RESUME_CHARACTERS &&
  resume.fileName !== '' &&
  Number.isFinite(resume.readAt)

/** Forgets the kept resume; a storage that refuses is left as it is. */
export const forgetSessionResume = (storage: TabStorage | null) => {
  try {
    storage?.removeItem(KEY)
  } catch {
    // nothing kept to forget
  }
}

/**
 * Keeps the resume for the tab in place of any earlier one, and says whether it was kept. One the
 * tools would refuse, or that storage refuses (full, private mode), is not kept, and the earlier
 * one is forgotten too: the offer is never an older file than the last one uploaded.
 */
export const keepSessionResume = (storage: TabStorage | null, resume: SessionResume): boolean => {
  if (!storage) return false
  if (!keepable(resume)) {
    forgetSessionResume(storage)
    return false
  }
  const kept: SessionResume = {
    text: resume.text,
    fileName: resume.fileName.slice(0, MAX_KEPT_FILE_NAME),
    readAt: resume.readAt,
  }
  try {
    storage.setItem(KEY, JSON.stringify(kept))
    return true
  } catch {
    forgetSessionResume(storage)
    return false
  }
}

/** The kept entry as stored (a string, so React can tell an unchanged one), or null. */
export const storedSessionResume = (storage: TabStorage | null): string | null => {
  try {
    return storage?.getItem(KEY) ?? null
  } catch {
    return null
  }
}

/** The stored entry as a resume; null when there is none or it is not one this module wrote. */
export const parseSessionResume = (stored: string | null): SessionResume | null => {
  if (!stored) return null
  try {
    const { text, fileName, readAt } = JSON.parse(stored) as Partial<SessionResume>
    if (typeof text !== 'string' || typeof fileName !== 'string' || typeof readAt !== 'number')
      return null
    const resume = { text, fileName: fileName.slice(0, MAX_KEPT_FILE_NAME), readAt }
    return keepable(resume) ? resume : null
  } catch {
    return null
  }
}
