import { toast } from '@/lib/toast'

import { toastError, toastFailure, toastSuccess } from '@/components/ai/errorToast'
import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from '@/lib/ai/limits'
import {
  charactersExtracted,
  FAILED_TO_PROCESS_FILE,
  FILE_TOO_LARGE,
  FILE_UPLOADED,
  INVALID_FILE_TYPE,
  PARSING_ERROR,
  PROCESSING_DOCUMENT,
  SUCCESS,
} from '@/lib/ai/messages'

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase()

/**
 * Reads a chosen resume into text: a TXT in the browser, anything else through parse-resume.
 * Resolves to the text, or null after an error toast when the file is refused or unreadable.
 */
export const uploadResumeFile = async (file: File): Promise<string | null> => {
  const extension = extensionOf(file.name)
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) {
    toastError(INVALID_FILE_TYPE.title, INVALID_FILE_TYPE.text)
    return null
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    toastError(FILE_TOO_LARGE.title, FILE_TOO_LARGE.text)
    return null
  }
  if (extension === '.txt') {
    const text = await file.text()
    toastSuccess(FILE_UPLOADED, `${file.name} has been loaded.`)
    return text
  }
  const processing = toast.loading(PROCESSING_DOCUMENT, {
    description: 'Extracting the text from your file…',
  })
  try {
    const form = new FormData()
    form.append('file', file)
    const response = await fetch('/api/ai/parse-resume', { method: 'POST', body: form })
    const data = (await response.json().catch(() => ({}))) as {
      text?: string
      characterCount?: number
      error?: string
    }
    toast.dismiss(processing)
    if (response.status === 413) toastError(FILE_TOO_LARGE.title, FILE_TOO_LARGE.text)
    else if (response.status === 415) toastError(INVALID_FILE_TYPE.title, INVALID_FILE_TYPE.text)
    else if (!response.ok || !data.text)
      toastError(PARSING_ERROR.title, data.error || PARSING_ERROR.text)
    else {
      toastSuccess(SUCCESS, charactersExtracted(data.characterCount ?? data.text.length))
      return data.text
    }
    return null
  } catch {
    toast.dismiss(processing)
    toastFailure(FAILED_TO_PROCESS_FILE)
    return null
  }
}
