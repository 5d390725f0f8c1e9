import { Notice } from '@/components/auth/Notice'

/** Says so when the built-in engine stood in for a model that failed. */
export function EngineNotice({ notice }: { notice?: string }) {
  if (!notice) return null
  return <Notice tone="info">{notice}</Notice>
}
