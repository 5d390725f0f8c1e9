import type { SanitizedConfig } from 'payload'

import { admins, nobody, staff } from '../access/roles'
import { guardRestQuery } from './queryGuards'
import { keepTextOnOneLine } from './singleLineText'

/**
 * Rules for every collection, Payload's own included (they are only there once the config is
 * built, which is why this runs on the built config):
 * - each REST read, update and delete goes through `guardRestQuery` first;
 * - document locks are staff business: Payload lets any signed-in account create, read and
 *   delete them, so a member could lock a job and block every moderator's edit with 423.
 * - Payload's record of its scheduling (the payload-jobs-stats global) is Payload's to write, past
 *   access control: by default any signed-in account, a member too, could read and rewrite it.
 * - every one-line text field keeps its value on one line, on every path (`keepTextOnOneLine`).
 */
export const hardenConfig = (config: SanitizedConfig): SanitizedConfig => {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [guardRestQuery, ...(collection.hooks.beforeOperation ?? [])]
    keepTextOnOneLine(collection.fields)
    if (collection.slug === 'payload-locked-documents') {
      collection.access = {
        ...collection.access,
        create: staff,
        read: staff,
        update: staff,
        delete: staff,
      }
    }
  }
  for (const global of config.globals) {
    keepTextOnOneLine(global.fields)
    if (global.slug === 'payload-jobs-stats')
      global.access = { ...global.access, read: admins, update: nobody }
  }
  return config
}
