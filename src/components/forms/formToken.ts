'use server'

import { issueFormToken } from '@/lib/jobs/posting/formToken'
import { payloadClient } from '@/lib/payload'

/**
 * A job form's token, asked for when the form opens: the page itself is cached and shared, so the
 * moment a person began filling in the form can only come from this call.
 */
export async function newFormToken() {
  return issueFormToken((await payloadClient()).secret)
}
