import type { TaskConfig } from 'payload'

import { readCareersPage } from '@/lib/ats/detect/careersPage'
import { ensureSource } from '@/lib/ats/detect/ensureSource'
import { findHiringSystem } from '@/lib/ats/detect/findHiringSystem'
import { parseAllowList } from '@/lib/linkCheck/engine/addressPolicy'
import { createLinkCheckDispatcher } from '@/lib/linkCheck/engine/dispatcher'
import { linkCheckerUserAgent } from '@/lib/linkCheck/runs/engineOptions'
import { siteUrl } from '@/lib/site/siteUrl'

/**
 * Finds the hiring system of a company whose careers link is not an ATS address, by reading its
 * careers page as the link checker does, and adds it to the company (queued by the company's
 * hook, collections/Companies/hooks/hiringSystem.ts).
 */
export const DetectHiringSystemTask: TaskConfig<{ input: { companyId: number }; output: { sourceId: number; note: string } }> = {
  slug: 'detectHiringSystem',
  label: "Find a company's hiring system",
  retries: 1,
  inputSchema: [{ name: 'companyId', type: 'number', required: true }],
  outputSchema: [
    { name: 'sourceId', type: 'number', required: true },
    { name: 'note', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const company = await req.payload.findByID({ collection: 'companies', id: input.companyId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!company) return { output: { sourceId: 0, note: 'The company is gone.' } }
    const dispatcher = createLinkCheckDispatcher({ allow: parseAllowList(process.env.LINK_CHECK_ALLOW) })
    try {
      const { found, note } = await findHiringSystem(company.hiringLink, (link) => readCareersPage(link, { dispatcher, userAgent: linkCheckerUserAgent(siteUrl()) }))
      const sourceId = found ? await ensureSource(req.payload, company.id, found) : null
      return { output: { sourceId: sourceId ?? 0, note } }
    } finally {
      await dispatcher.close()
    }
  },
}
