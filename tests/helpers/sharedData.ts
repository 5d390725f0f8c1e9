import { existsSync } from 'node:fs'
import path from 'node:path'

type SharedName = 'ats-samples' | 'resume-corpus'

const sharedPath = (name: SharedName) => path.resolve(import.meta.dirname, '..', '..', '..', 'shared', name)

/** What a test or bench says when a shared folder is not beside the project. */
export const missingSharedFolder = (name: SharedName) =>
  `${sharedPath(name)} is missing. These tests read real ${name === 'ats-samples' ? 'hiring-system API responses' : 'resumes'} from ../shared/${name}, beside the project's folder; clone the project next to it (README, Tests).`

/**
 * A folder of public material kept beside the project, never in it (`../shared/{name}`): real
 * documents and API responses the tests measure against. A missing folder fails loudly, naming it,
 * rather than letting the tests pass on nothing.
 */
export const sharedFolder = (name: SharedName) => {
  const folder = sharedPath(name)
  if (!existsSync(folder)) throw new Error(missingSharedFolder(name))
  return folder
}

/**
 * The same folder, or null when it is missing: for tests that skip without it and say why
 * (`missingSharedFolder`), as the resume corpus tests do.
 */
export const sharedFolderIfPresent = (name: SharedName) => {
  const folder = sharedPath(name)
  return existsSync(folder) ? folder : null
}
