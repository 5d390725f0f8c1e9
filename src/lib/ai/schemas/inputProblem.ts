import type { ToastText } from '../messages'

export const INVALID_INPUT_TITLE = 'Invalid Input'

/**
 * The toast for a tool form that did not validate, the same in the browser and on the server:
 * 'Missing Information' when something required is empty, else the first problem
 * (a text over its length limit …) under its own title, never a misleading "please provide".
 */
export const inputProblem = (messages: Array<string | undefined>, missing: ToastText): ToastText => {
  const known = messages.filter((message): message is string => Boolean(message))
  return known.length === 0 || known.includes(missing.text) ? missing : { title: INVALID_INPUT_TITLE, text: known[0] }
}
