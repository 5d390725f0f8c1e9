import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasRole } from '@/lib/access/roles'

/** A nav entry to /admin/link-checker, for the admins who may use it. */
export const LinkCheckerNavLink = ({ user }: ServerProps) =>
  hasRole(user, 'admin') ? (
    <Link className="nav__link" href="/admin/link-checker" id="nav-link-checker">
      <span className="nav__link-label">Link Checker</span>
    </Link>
  ) : null
