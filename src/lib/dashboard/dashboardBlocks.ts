import { hasRole, type MaybeUser, type StaffRole } from '@/lib/access/roles'

/**
 * Who sees which block of the admin dashboard, following what each role may open: moderators
 * review jobs, so they get the queue and what was posted; editors keep the visa guides and the
 * companies' hiring systems; link
 * checks, subscribers, job alerts, the AI tools' usage and the apply clicks are admins' (their
 * collections and the link checker are admin-only; what the jobs earn is the site's business).
 */
export const DASHBOARD_BLOCKS = {
  reviewQueue: ['admin', 'moderator'],
  jobsPosted: ['admin', 'moderator'],
  linkHealth: ['admin'],
  jobImports: ['admin', 'editor'],
  visasDue: ['admin', 'editor'],
  subscribers: ['admin'],
  aiTools: ['admin'],
  applyClicks: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>

export type DashboardBlock = keyof typeof DASHBOARD_BLOCKS

/** The blocks this account sees, in the dashboard's order; none for anyone but staff. */
export const dashboardBlocksFor = (user: MaybeUser): DashboardBlock[] =>
  (Object.keys(DASHBOARD_BLOCKS) as DashboardBlock[]).filter((block) =>
    hasRole(user, ...DASHBOARD_BLOCKS[block]),
  )
