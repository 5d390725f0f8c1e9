import { toastError, toastSuccess } from '@/components/ai/errorToast'
import { ALLOW_POPUPS, DOWNLOAD_STARTED, ERROR_TITLE, TEMPLATE_NOT_FOUND } from '@/lib/ai/messages'

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Download: a print view of the resume preview in a new window, with the site's styles, that
 * prints and closes itself, so the browser's dialog can save it as a PDF.
 */
export const printResume = (title: string) => {
  const preview = document.getElementById('resume-preview')
  if (!preview) return void toastError(ERROR_TITLE, TEMPLATE_NOT_FOUND)
  const view = window.open('', '_blank', 'width=850,height=1100')
  if (!view) return void toastError(ERROR_TITLE, ALLOW_POPUPS)
  const styles = [...document.querySelectorAll('link[rel="stylesheet"], style')]
    .map((node) =>
      node instanceof HTMLLinkElement
        ? `<link rel="stylesheet" href="${node.href}">`
        : node.outerHTML,
    )
    .join('\n')
  view.document
    .write(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${styles}
<style>@page { margin: 12mm } body { margin: 0; background: #fff } #resume-preview { border: 0; border-radius: 0 }</style>
</head><body>${preview.outerHTML}</body></html>`)
  view.document.close()
  let printed = false
  const printAndClose = () => {
    if (printed || view.closed) return
    printed = true
    view.focus()
    view.print()
    view.close()
  }
  // Print once the styles have loaded, so the saved PDF looks like the preview; a written
  // document may have fired its load event already, so a timer stands in for it.
  view.addEventListener('load', printAndClose)
  setTimeout(printAndClose, 1500)
  toastSuccess(DOWNLOAD_STARTED.title, DOWNLOAD_STARTED.text)
}
