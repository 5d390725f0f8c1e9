'use server'

import { type AlertChange, type AlertResult, changeAlert, saveAlert } from '@/lib/alerts/saveAlert'
import { currentMember } from '@/lib/auth/currentUser'
import { payloadClient } from '@/lib/payload'
import { SESSION_ENDED } from '@/lib/auth/messages'

const SIGNED_OUT: AlertResult = { ok: false, message: SESSION_ENDED }

export async function saveAlertAction(values: unknown): Promise<AlertResult> {
  const member = await currentMember()
  if (!member) return SIGNED_OUT
  return saveAlert(await payloadClient(), member, values)
}

export async function changeAlertAction(id: number, change: AlertChange): Promise<AlertResult> {
  const member = await currentMember()
  if (!member) return SIGNED_OUT
  return changeAlert(await payloadClient(), member, id, change)
}
