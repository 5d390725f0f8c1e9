import type { Payload } from 'payload'

import { keepPoolAlive } from '../db/keepPoolAlive'
import { reportSearchEngineConfig } from '../searchEngines/reportConfig'

/** After Payload connects: keep the pool alive, and say what is wrong with the search engines' settings. (Recurring work is scheduled by the jobs queue.) */
export const onInit = async (payload: Payload) => {
  keepPoolAlive(payload)
  reportSearchEngineConfig(payload.logger)
}
