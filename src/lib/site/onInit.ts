import type { Payload } from 'payload'

import { keepPoolAlive } from '../db/keepPoolAlive'
import { startScheduler } from '../schedule/scheduler'
import { SCHEDULES } from '../schedule/schedules'

/** After Payload connects: keep the pool alive; the serving process also starts the schedules. */
export const onInit = async (payload: Payload) => {
  keepPoolAlive(payload)
  if (process.env.RP_SERVER === '1') startScheduler(payload, SCHEDULES)
}
