import type { Payload } from 'payload'

import { keepPoolAlive } from '../db/keepPoolAlive'

/** After Payload connects: keep the pool alive. (Recurring work is scheduled by the jobs queue.) */
export const onInit = async (payload: Payload) => {
  keepPoolAlive(payload)
}
