'use client'

import { type ComponentType, useId, useRef, useState } from 'react'

import { NewsletterFields, type NewsletterLook } from './NewsletterFields'
import type { NewsletterFormProps } from './NewsletterForm'

type Props = NewsletterLook & { source: 'home' | 'footer' }

/**
 * The newsletter form as every page first sends it: its markup alone. The working form (react-hook-form,
 * its schema, the server action) loads when a visitor reaches for it — a pointer over it or focus
 * in it — and takes over with what they typed; a press of Subscribe before then is kept and sent.
 * So the footer's form costs the pages' first download nothing.
 */
export function NewsletterSignup({ source, ...look }: Props) {
  const id = `${useId()}-email`
  const field = useRef<HTMLInputElement>(null)
  const loading = useRef<Promise<void> | null>(null)
  const [Form, setForm] = useState<ComponentType<NewsletterFormProps> | null>(null)
  const [submitNow, setSubmitNow] = useState(false)
  const [failed, setFailed] = useState(false)

  const load = () =>
    (loading.current ??= import('./NewsletterForm').then(
      (module) => setForm(() => module.NewsletterForm),
      () => {
        loading.current = null
        setFailed(true)
      },
    ))

  // Read by the working form as it first renders, while this field is still on the page: a key
  // pressed while it loaded is not lost.
  const handOver = () => ({ typed: field.current?.value ?? '', focused: document.activeElement === field.current })
  if (Form) return <Form {...look} id={id} source={source} handOver={handOver} submitNow={submitNow} />
  return (
    <NewsletterFields
      {...look}
      id={id}
      input={{ id, ref: field, name: 'email' }}
      message={failed ? { text: 'The form could not load. Check your connection and try again.', error: true } : null}
      onActivate={() => void load()}
      onSubmit={(event) => {
        event.preventDefault()
        setFailed(false)
        setSubmitNow(true)
        void load()
      }}
    />
  )
}
