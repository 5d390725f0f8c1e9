import { describe, expect, it } from 'vitest'

import { momentLabels } from '@/components/admin/dashboard/dashboardFormat'

describe('the link health chart labels its runs', () => {
  it('by day, and by time for runs that share a day, so no two bars carry one label', () => {
    expect(momentLabels(['2026-11-25T03:00:00Z', '2026-11-26T03:00:00Z'])).toEqual(['25 Nov 2026', '26 Nov 2026'])
    expect(momentLabels(['2026-11-26T03:00:00Z', '2026-11-27T03:00:00Z', '2026-11-27T14:35:10Z'])).toEqual(['26 Nov 2026', '27 Nov 2026, 03:00 UTC', '27 Nov 2026, 14:35 UTC'])
    const sameMinute = momentLabels(['2026-11-27T14:35:10Z', '2026-11-27T14:35:50Z'])
    expect(sameMinute).toEqual(['27 Nov 2026, 14:35:10 UTC', '27 Nov 2026, 14:35:50 UTC'])
  })
})
