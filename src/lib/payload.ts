import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload instance for server components, route handlers and actions (no HTTP to itself). */
export const payloadClient = () => getPayload({ config })
