'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Notice } from '@/components/auth/Notice'
import { useHydrated } from '@/components/auth/useHydrated'
import { SalaryFields } from '@/components/forms/SalaryFields'
import { EmployerJobFields } from '@/components/jobs/EmployerJobFields'
import { Button } from '@/components/ui/button'
import { employerEditSchema, SUBMIT_FAILED } from '@/lib/jobs/posting/postJobSchema'
import { toast } from '@/lib/toast'

import { editJobAction } from '../../actions'

type Values = z.input<typeof employerEditSchema>

const FIELDS = new Set(Object.keys(employerEditSchema.shape))

const SAVED = {
  saved: 'Your changes are saved.',
  'listed-in-review': 'Your changes are saved and listed, and a moderator reviews them within 24 hours.',
  'held-for-review': 'Your changes are saved and wait for a moderator: the job shows as it was until they are approved.',
} as const

/** The employer page's form, filled with the job as it is: what is typed stays when something is refused. */
export function EditJobForm({ jobId, values }: { jobId: number; values: Partial<Values> }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [saved, setSaved] = useState<keyof typeof SAVED | null>(null)
  const form = useForm<Values, unknown, z.output<typeof employerEditSchema>>({
    resolver: zodResolver(employerEditSchema),
    defaultValues: values,
    reValidateMode: 'onChange',
  })
  const onSubmit = form.handleSubmit(async () => {
    setSaved(null)
    const result = await editJobAction(jobId, form.getValues()).catch(() => null)
    if (!result) {
      toast.error('Error', { description: SUBMIT_FAILED })
      return
    }
    if (!result.ok) {
      for (const { path, message } of result.fieldErrors) if (FIELDS.has(path)) form.setError(path as keyof Values, { message })
      toast.error('Not saved', { description: result.message })
      return
    }
    setSaved(result.state)
    form.reset(form.getValues())
    router.refresh()
  })
  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <EmployerJobFields form={form} />
      <SalaryFields form={form} idPrefix="edit-" />
      {saved && (
        <Notice tone="success" className="break-words">
          {SAVED[saved]}
        </Notice>
      )}
      <Button type="submit" size="lg" disabled={!hydrated || form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  )
}
