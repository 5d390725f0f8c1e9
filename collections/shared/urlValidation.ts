import type { TextFieldSingleValidation } from 'payload'

const MESSAGE = 'Use a full http:// or https:// address.'

const isHttp = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Only http(s) addresses: javascript:, data: and the like are refused in every URL field. */
export const httpUrlOnly: TextFieldSingleValidation = (value, { required }) => {
  if (!value) return required ? 'This field is required.' : true
  return isHttp(value.trim()) ? true : MESSAGE
}

/** http(s) addresses, or a path on this site such as /nomad-visas. */
export const httpUrlOrSitePath: TextFieldSingleValidation = (value, { required }) => {
  if (!value) return required ? 'This field is required.' : true
  const text = value.trim()
  return /^\/(?!\/)[^\s]*$/.test(text) || isHttp(text) ? true : 'Use a full http:// or https:// address, or a path on this site such as /nomad-visas.'
}
