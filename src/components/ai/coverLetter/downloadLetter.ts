import { toastFailure, toastSuccess } from '@/components/ai/errorToast'

/** The file name, cover-letter-{company}.txt: the name as typed, less what files cannot hold. */
export const letterFileName = (company: string) =>
  `cover-letter-${
    company
      .replace(/[/\\:*?"<>|\u0000-\u001f]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim() || 'company'
  }.txt`

/** Saves the letter as a text file through a temporary link. */
export const downloadLetter = (letter: string, company: string) => {
  const url = URL.createObjectURL(new Blob([letter], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = letterFileName(company)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Copies the letter, with a 'Copied to clipboard!' toast. */
export const copyLetter = async (letter: string) => {
  try {
    await navigator.clipboard.writeText(letter)
    toastSuccess('Copied to clipboard!', 'Your cover letter was copied.')
  } catch {
    toastFailure('Could not copy the letter. Please select it and copy it by hand.')
  }
}
