import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { linkCheckerViewAccess } from '@/lib/linkCheck/viewAccess'

import { LastRun } from './LastRun'
import { LinkCheckerPanel } from './LinkCheckerPanel'
import { NotAllowed } from './NotAllowed'

/**
 * /admin/link-checker. Payload lets custom views past its own admin gate, so the view checks the
 * user itself: admins get the checker; other staff the admin frame with a refusal; members and
 * visitors a bare refusal.
 */
export const LinkCheckerView = async ({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) => {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { user, payload } = req
  const access = linkCheckerViewAccess(user)
  if (access === 'outsider') return <NotAllowed signedIn={Boolean(user)} />
  const template = {
    i18n: req.i18n,
    locale,
    params,
    payload,
    permissions,
    searchParams,
    user: user ?? undefined,
    visibleEntities,
  }
  if (access === 'staff') {
    return (
      <DefaultTemplate {...template}>
        <NotAllowed signedIn />
      </DefaultTemplate>
    )
  }
  const [{ totalDocs: companyCount }, { docs: lastRuns }] = await Promise.all([
    payload.count({ collection: 'companies', overrideAccess: true }),
    payload.find({
      collection: 'link-check-runs',
      sort: '-startedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { results: false },
    }),
  ])
  return (
    <DefaultTemplate {...template}>
      <Gutter>
        <LinkCheckerPanel
          companyCount={companyCount}
          userId={user!.id}
          lastRun={<LastRun run={lastRuns[0] ?? null} />}
        />
      </Gutter>
    </DefaultTemplate>
  )
}
