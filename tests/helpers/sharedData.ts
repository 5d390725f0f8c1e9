import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * A folder of public material kept beside the project, never in it (`../shared/{name}`): real
 * documents and API responses the tests measure against. A missing folder fails loudly, naming it,
 * rather than letting the tests pass on nothing.
 */
export const sharedFolder = (name: 'ats-samples' | 'resume-corpus') => {
  const folder = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', name)
  if (!existsSync(folder)) {
    throw new Error(
      `${folder} is missing. These tests read real ${name === 'ats-samples' ? 'hiring-system API responses' : 'resumes'} from ../shared/${name}, beside the project's folder; clone the project next to it (README, Tests).`,
    )
  }
  return folder
}
