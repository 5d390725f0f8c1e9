'use client'

import { useRef, useState } from 'react'

import type { SessionResume } from '@/lib/ai/resume/sessionResume'

import { forgetResume, keepResume, useSessionResume } from './sessionResumeStore'
import { uploadResumeFile } from './uploadResumeFile'

/** The resume uploaded earlier in the tab, and the visitor's three answers to it. */
export type OfferedResume = {
  resume: SessionResume
  use: () => void
  uploadAnother: () => void
  forget: () => void
}

/**
 * The resume file field's state: the chosen file is read into text (`onText` receives it), kept
 * for the tab, and removed again. A resume kept earlier in the tab is offered until the visitor
 * answers; only "use" fills it in, through `onText` as an upload would. Shared by the resume
 * builder and the cover letter generator.
 */
export const useResumeFile = (onText: (text: string) => void) => {
  const inputRef = useRef<HTMLInputElement>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)
  const earlier = useSessionResume()
  const [answered, setAnswered] = useState(false)

  const clear = () => {
    setFileName(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  const onFile = async (file: File) => {
    setAnswered(true)
    setProcessing(true)
    const text = await uploadResumeFile(file)
    setProcessing(false)
    if (text === null) return clear()
    setFileName(file.name)
    keepResume({ text, fileName: file.name, readAt: Date.now() })
    onText(text)
  }

  const offer: OfferedResume | null =
    earlier && !answered && !fileName
      ? {
          resume: earlier,
          use: () => {
            setAnswered(true)
            setFileName(earlier.fileName)
            onText(earlier.text)
          },
          uploadAnother: () => setAnswered(true),
          forget: () => {
            setAnswered(true)
            forgetResume()
          },
        }
      : null

  return { inputRef, fileName, processing, offer, onFile, clear }
}
