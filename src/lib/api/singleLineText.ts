import type { Field, FieldHook } from 'payload'

/** Line breaks (and the tabs and feeds around them) that a one-line field must not keep. */
const BREAKS = /[\t\v\f]*[\r\n\u0085\u2028\u2029][\s]*/g

/** "Senior\r\nEngineer" → "Senior Engineer": a break inside a one-line value becomes one space. */
export const oneLine = (value: string) => (/[\r\n\u0085\u2028\u2029]/.test(value) ? value.replace(BREAKS, ' ').trim() : value)

const oneLineValue: FieldHook = ({ value }) => {
  if (typeof value === 'string') return oneLine(value)
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? oneLine(item) : item))
  return value
}

/**
 * Every `text` field, at any depth (inside tabs, rows, groups, arrays, blocks), keeps its value on
 * one line whoever writes it (a public post, a staff edit, a script): a job title with CR/LF
 * would break the feeds' and emails' lines and split the admin's columns. `textarea` keeps its
 * breaks.
 */
export const keepTextOnOneLine = (fields: Field[]) => {
  for (const field of fields) {
    if (field.type === 'text') field.hooks = { ...field.hooks, beforeValidate: [...(field.hooks?.beforeValidate ?? []), oneLineValue] }
    if ('fields' in field && Array.isArray(field.fields)) keepTextOnOneLine(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) keepTextOnOneLine(tab.fields)
    if (field.type === 'blocks') for (const block of field.blocks) if (typeof block === 'object') keepTextOnOneLine(block.fields)
  }
}
