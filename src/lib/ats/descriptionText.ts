import { convert, type HtmlToTextOptions } from 'html-to-text'

import type { SourceJob } from './types'

/** The job's job_description limit (collections/Jobs). */
export const MAX_DESCRIPTION_LENGTH = 20_000

/** Beyond this much HTML nothing more is read: the text is cut at 20,000 characters anyway. */
const MAX_HTML_LENGTH = 1_000_000

const BULLET = '• '

/**
 * The job page shows job_description as paragraphs split on blank lines, each keeping its single
 * line breaks (white-space: pre-line). So: blocks and headings apart by a blank line, list items
 * one per line, links as their text, tables a row a line with their cells joined by " · ".
 */
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  limits: { maxDepth: 200, ellipsis: '…' },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    { selector: 'ul', options: { itemPrefix: BULLET } },
    { selector: 'blockquote', format: 'block' },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'th', format: 'inlineSurround', options: { prefix: '', suffix: ' · ' } },
    { selector: 'td', format: 'inlineSurround', options: { prefix: '', suffix: ' · ' } },
    ...'img hr script style noscript template iframe object svg button form head title'
      .split(' ')
      .map((selector) => ({ selector, format: 'skip' })),
  ],
}

/**
 * HTML escaped as a whole ("&lt;p&gt;…", Greenhouse's `content` before its one unescape): unescaped
 * once, so its tags are read rather than shown. HTML with real tags is left alone.
 */
const unescapedOnce = (html: string) =>
  /<\/?[a-z][^>]*>/i.test(html) || !/&lt;\/?[a-z][^&]*&gt;/i.test(html)
    ? html
    : html
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#0*39;|&apos;/g, "'")
        .replace(/&amp;/g, '&')

const LIST_ITEM = /^(?:• |\d+[.)] )/

/**
 * Line endings, spaces and blank lines as the page wants them: lines trimmed, bullets of any kind
 * ("●", "▪", "- ", "*") written "• ", empty items and table separators dropped, list items on
 * consecutive lines, at most one blank line in a row.
 */
const tidyText = (text: string) =>
  text
    .replace(/\r\n?|\u2028|\u2029/g, '\n')
    .replace(/[\u00a0\u2007\u202f\t\f\v]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff\u0000-\u0008\u000e-\u001f\u007f]/g, '')
    .split('\n')
    .map((line) =>
      line
        .replace(/ {2,}/g, ' ')
        .trim()
        .replace(/^[•●▪◦‣∙·]\s*/, BULLET)
        .replace(/^[-*–]\s+/, BULLET)
        .replace(/(?:\s*·)+$/, '')
        .replace(/^·$/, '')
        .trim(),
    )
    .map((line) => (line === BULLET.trim() ? '' : line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .split('\n\n')
    .reduce<string[]>((blocks, block) => {
      // Items of one list that came apart (an <li> holding a <p>) join up again.
      const previous = blocks[blocks.length - 1]
      if (
        previous !== undefined &&
        LIST_ITEM.test(block) &&
        LIST_ITEM.test(previous.split('\n').pop() ?? '')
      )
        blocks[blocks.length - 1] = `${previous}\n${block}`
      else blocks.push(block)
      return blocks
    }, [])
    .join('\n\n')
    .trim()

/** At most 20,000 characters, cut at the last paragraph (else line, else word) that fits, and "…" after it. */
const withinLimit = (text: string) => {
  if (text.length <= MAX_DESCRIPTION_LENGTH) return text
  const room = text.slice(0, MAX_DESCRIPTION_LENGTH - 3)
  const cut =
    [room.lastIndexOf('\n\n'), room.lastIndexOf('\n'), room.lastIndexOf(' ')].find(
      (index) => index > MAX_DESCRIPTION_LENGTH / 2,
    ) ?? room.length
  return `${room.slice(0, cut).trimEnd()}\n\n…`
}

/** A description given as HTML, as the plain text the job page renders. */
export const descriptionFromHtml = (html: string): string =>
  withinLimit(tidyText(convert(unescapedOnce(html.slice(0, MAX_HTML_LENGTH)), OPTIONS)))

/** A plain-text description, tidied the same way. */
export const descriptionFromText = (text: string): string => withinLimit(tidyText(text))

/** The job's description: its HTML when it has any text, else its plain text; null when neither says anything. */
export const descriptionOf = (
  job: Pick<SourceJob, 'descriptionHtml' | 'descriptionText'>,
): string | null => {
  const fromHtml = job.descriptionHtml?.trim() ? descriptionFromHtml(job.descriptionHtml) : ''
  const text =
    fromHtml || (job.descriptionText?.trim() ? descriptionFromText(job.descriptionText) : '')
  return text || null
}
