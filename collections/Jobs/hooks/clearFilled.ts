import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A job listed again (its employer reopening it, or a moderator ticking it active) is no longer
 * filled, on every path: its page must not say "filled" while it is listed.
 */
export const clearFilledWhenListed: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const listedAgain = operation === 'update' && data.is_active === true && originalDoc?.is_active === false && originalDoc.filledAt
  // The admin's form sends every field back as it was: only a new date given with it is kept.
  const keptAsItWas = data.filledAt === undefined || data.filledAt === originalDoc?.filledAt
  return listedAgain && keptAsItWas ? { ...data, filledAt: null } : data
}
