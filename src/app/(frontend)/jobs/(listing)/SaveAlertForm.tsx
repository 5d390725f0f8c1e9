'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import type { AlertValues } from '@/lib/alerts/alertSchema'
import { ALERT_NOT_SAVED } from '@/lib/alerts/messages'
import { toast } from '@/lib/toast'

import { saveAlertAction } from '../../alerts/actions'

/**
 * "Email me new jobs for this search": saves the current /jobs search as an emailed alert. Once
 * saved, the button says so until the search changes (saving it again changes nothing but the
 * frequency: the server keeps one alert per search).
 */
export default function SaveAlertForm({ query }: { query: string }) {
  const [savedQuery, setSavedQuery] = useState<string | null>(null)
  const saved = savedQuery === query
  const { register, handleSubmit, formState } = useForm<AlertValues>({
    resolver: lazyZodResolver(async () => (await import('@/lib/alerts/alertSchema')).alertSchema),
    values: { query, frequency: 'weekly' },
    resetOptions: { keepDirtyValues: true },
  })
  const onSubmit = async (values: AlertValues) => {
    const result = await saveAlertAction(values).catch(() => ({ ok: false as const, message: ALERT_NOT_SAVED }))
    if (result.ok) {
      setSavedQuery(values.query)
      toast.success('Alert saved', { description: result.message })
    } else toast.error('Error', { description: result.message })
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="alert-frequency" className="text-slate-700">
        Email me new jobs for this search
      </label>
      <NativeSelect id="alert-frequency" className="h-9 w-auto px-2" {...register('frequency', { onChange: () => setSavedQuery(null) })}>
        <option value="daily">Daily</option>
        <option value="weekly">Weekly</option>
      </NativeSelect>
      <Button type="submit" size="sm" variant="outline" disabled={formState.isSubmitting || saved}>
        {saved ? 'Alert saved ✓' : 'Save alert'}
      </Button>
      <Link href="/alerts" className="text-blue-700 hover:underline">
        Manage alerts
      </Link>
    </form>
  )
}
