import type { Payload, PayloadRequest } from 'payload'

type Visitor = PayloadRequest['user'] | null | undefined

/**
 * Whether a visitor gets the premium tools. The site setting "every visitor is premium" (on by
 * default; README, Decisions: AI tools) makes everyone premium; off, a member's plan
 * decides, staff are premium and anonymous visitors are free. Read past the setting's
 * admins-only access: the server needs it for everyone.
 */
export const isPremiumVisitor = async (payload: Payload, visitor: Visitor) => {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    depth: 0,
  })
  if (settings.everyonePremium !== false) return true
  if (!visitor) return false
  if (visitor.collection === 'users') return true
  return (visitor as { plan?: string | null }).plan === 'premium'
}
