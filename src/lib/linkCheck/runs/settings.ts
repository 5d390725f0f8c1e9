import type { Payload } from 'payload'

export type LinkCheckerSettingsValues = { enabled: boolean; cron: string; deactivateAfter: number }

export const DEFAULT_LINK_CHECKER_SETTINGS: LinkCheckerSettingsValues = {
  enabled: true,
  cron: '0 3 * * *',
  deactivateAfter: 2,
}

/** The admin panel's link-checker settings, with the defaults for anything never saved. */
export const readLinkCheckerSettings = async (
  payload: Payload,
): Promise<LinkCheckerSettingsValues> => {
  const saved = await payload.findGlobal({
    slug: 'link-checker-settings',
    overrideAccess: true,
    depth: 0,
  })
  return {
    enabled: saved.enabled ?? DEFAULT_LINK_CHECKER_SETTINGS.enabled,
    cron: saved.cron?.trim() || DEFAULT_LINK_CHECKER_SETTINGS.cron,
    deactivateAfter: Math.max(
      1,
      Math.floor(saved.deactivateAfter ?? DEFAULT_LINK_CHECKER_SETTINGS.deactivateAfter),
    ),
  }
}
