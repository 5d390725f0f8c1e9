'use client'

import { useRef, useState } from 'react'

import { uploadResumeFile } from './uploadResumeFile'

/**
 * The resume file field's state: the chosen file is read into text (`onText` receives it), and
 * removed again. Shared by the resume builder and the cover letter generator.
 */
export const useResumeFile = (onText: (text: string) => void) => {
  const inputRef = useRef<HTMLInputElement>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)

  const clear = () => {
    setFileName(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  const onFile = async (file: File) => {
    setProcessing(true)
    const text = await uploadResumeFile(file)
    setProcessing(false)
    if (text === null) return clear()
    setFileName(file.name)
    onText(text)
  }

  return { inputRef, fileName, processing, onFile, clear }
}
