'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { directoryHref } from '@/lib/companies/companyLinks'
import { MAX_QUERY_LENGTH } from '@/lib/companies/directoryParams'

const TYPING_PAUSE_MS = 300

/**
 * A plain GET form (works without JavaScript, and the URL is the shareable state); with
 * JavaScript the list also follows the typing after a short pause.
 */
export function CompanySearchForm({ query }: { query: string }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => () => clearTimeout(timer.current), [])
  // Back and forward change the URL under the box: show its search unless the user is typing.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = query
  }, [query])

  const show = (q: string) => {
    clearTimeout(timer.current)
    startTransition(() => router.replace(directoryHref({ q }), { scroll: false }))
  }

  return (
    <form
      role="search"
      action="/companies"
      method="get"
      aria-busy={pending}
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault()
        show(String(new FormData(event.currentTarget).get('q') ?? ''))
      }}
    >
      <Label htmlFor="company-search" className="sr-only">
        Search companies by name, industry or hiring region
      </Label>
      <Input
        ref={input}
        id="company-search"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search by name, industry or hiring region..."
        className="h-12 text-base sm:flex-1"
        onChange={(event) => {
          const q = event.target.value
          clearTimeout(timer.current)
          timer.current = setTimeout(() => show(q), TYPING_PAUSE_MS)
        }}
      />
      <Button type="submit" size="lg">
        Search
      </Button>
    </form>
  )
}
