import { AFFILIATE_NOTICE, AFFILIATE_NOTICE_RESOURCES } from '@/lib/guides/labels'

export function AffiliateNotice({ page = 'other' }: { page?: 'resources' | 'other' }) {
  return (
    <p className="mx-auto mt-4 max-w-2xl rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      {page === 'resources' ? AFFILIATE_NOTICE_RESOURCES : AFFILIATE_NOTICE}
    </p>
  )
}
