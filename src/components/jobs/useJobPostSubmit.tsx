'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useActionState, useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { SendAgainNotice } from '@/components/forms/SendAgainNotice'
import { useFormToken } from '@/components/forms/useFormToken'
import { FORM_NOT_READY, SUBMIT_FAILED } from '@/lib/jobs/posting/postJobSchema'
import type { ScriptlessRefusal, ScriptMeta } from '@/lib/jobs/posting/scriptlessPost'
import type { SubmitResult } from '@/lib/jobs/posting/submitJob'
import { toast } from '@/lib/toast'

import { postNotices, refusalStep, serverErrorsOf } from './jobPostAnswer'

/** What a form's no-JavaScript action answers: posted (`Sent`), what to fix, or nothing yet. */
type FormState<Sent> = Sent | ScriptlessRefusal | null

type Options<S extends z.ZodObject, Sent extends { ok: true }, Shown> = {
  /** The form's schema (src/lib): its resolver, and the fields a server error may go under. */
  schema: S
  /** The fields as the form opens, and as Post Another Job returns them. */
  empty: DefaultValues<z.input<S>>
  /** The server action the form names as its `action`, for a post sent before its script runs. */
  fromForm: (state: FormState<Sent>, form: FormData) => Promise<FormState<Sent>>
  /** The server action the script posts through, with what it sends beside the fields. */
  send: (values: z.input<S>, meta: ScriptMeta) => Promise<SubmitResult>
  /** A post that went through in place: what the page then shows, or null to show nothing (it is leaving). */
  onPosted: (result: Extract<SubmitResult, { ok: true }>, values: z.input<S>) => Shown | null
  /** A post that went through without JavaScript: what the page then shows. */
  shownOf: (sent: Sent) => Shown
}

const newKey = () => crypto.randomUUID()

/**
 * The submitting of the two job forms (/submit-job, /post-job), each keeping its fields, its
 * schema and what it shows once posted. It holds the react-hook-form form (kept values, pending
 * state, the first error focused), the anti-bot token (asked for again when it did not arrive,
 * renewed when the server asks for the press again), one idempotency key per post so a double
 * press posts once, the server's field errors set under their fields with the message in a toast,
 * and the no-JavaScript path: `formAction` for the form's `action`, and `back`, the page sent
 * back with what was typed, its errors and the token and key of its next press.
 */
export function useJobPostSubmit<S extends z.ZodObject, Sent extends { ok: true }, Shown>({
  schema,
  empty,
  fromForm,
  send,
  onPosted,
  shownOf,
}: Options<S, Sent, Shown>) {
  type Values = z.input<S> & FieldValues
  const [sent, formAction] = useActionState(fromForm, null)
  const back = sent && !sent.ok ? (sent as ScriptlessRefusal) : null
  const { token: formToken, setToken: setFormToken, retry: retryFormToken } = useFormToken()
  const [sendAgain, setSendAgain] = useState<string | null>(null)
  const [posted, setPosted] = useState<Shown | null>(null)
  const [idempotencyKey, setIdempotencyKey] = useState(newKey)
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: { ...empty, ...(back?.values as DefaultValues<Values> | undefined) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  const onSubmit = form.handleSubmit(async (_parsed, event) => {
    const website = new FormData(event?.target as HTMLFormElement).get('website')?.toString() ?? ''
    if (!formToken) {
      retryFormToken()
      toast.error('Error', { description: FORM_NOT_READY })
      return
    }
    setSendAgain(null)
    try {
      const result = await send(form.getValues(), { idempotencyKey, formToken, website })
      if (!result.ok) {
        const step = refusalStep(result, new Set(Object.keys(schema.shape)))
        if ('formToken' in step) {
          // Nothing is wrong with the details: the same press again goes through.
          setFormToken(step.formToken)
          setSendAgain(step.sendAgain)
          return
        }
        for (const { path, message } of step.fieldErrors) form.setError(path as Path<Values>, { message })
        toast.error('Error', { description: step.toast })
        return
      }
      const shown = onPosted(result, form.getValues())
      if (shown !== null) setPosted(shown)
    } catch {
      toast.error('Error', { description: SUBMIT_FAILED })
    }
  })

  /** Post Another Job, after a post in place: the empty form, as a new post with its own key. */
  const startOver = () => {
    form.reset(empty)
    setIdempotencyKey(newKey())
    setPosted(null)
  }

  return {
    form,
    onSubmit,
    formAction,
    back,
    /** Each field's error on a page sent back without JavaScript. */
    serverErrors: serverErrorsOf(back),
    notices: postNotices(sendAgain, back),
    /** What the page shows once posted, in place or sent without JavaScript; null until then. */
    posted: posted ?? (sent?.ok ? shownOf(sent as Sent) : null),
    postedInPlace: posted !== null,
    startOver,
  }
}

/** The fields a post sent without JavaScript carries beside the form's own: the token and key of its press, and the honeypot. */
export function JobPostHiddenFields({ back, honeypotId }: { back: ScriptlessRefusal | null; honeypotId: string }) {
  return (
    <>
      <input type="hidden" name="formToken" value={back?.formToken ?? ''} />
      <input type="hidden" name="idempotencyKey" value={back?.idempotencyKey ?? ''} />
      {/* People never see this field; bots fill it in. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Website</label>
        <input id={honeypotId} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  )
}

/** Beside the submit button: the request to press once more, or how many fields to correct. */
export function JobPostNotices({ notices }: { notices: ReturnType<typeof postNotices> }) {
  return (
    <>
      <SendAgainNotice message={notices.sendAgain} />
      {notices.correct && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {notices.correct}
        </p>
      )}
    </>
  )
}
