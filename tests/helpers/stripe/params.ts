import type Stripe from 'stripe'

import { StripeFailure, invalidParam, missingParam, noSuch } from './errors'
import { nowSeconds, type LineInput, type SessionInput } from './objects'

type Params = Record<string, unknown>

const given = (value: unknown) => value !== undefined && value !== ''

/** A string parameter, or null when absent or empty. */
export const optionalText = (value: unknown, param: string) => {
  if (!given(value)) return null
  if (typeof value !== 'string') throw invalidParam(param, `Invalid string: ${param}`)
  return value
}

/** A string parameter that must be there. */
export const requiredText = (value: unknown, param: string) => {
  const text = optionalText(value, param)
  if (text === null) throw missingParam(param)
  return text
}

const integer = (value: unknown, param: string, least: number) => {
  const text = requiredText(value, param)
  if (!/^-?\d+$/.test(text)) {
    throw invalidParam(param, `Invalid integer: ${text}`, 'parameter_invalid_integer')
  }
  if (Number(text) < least) {
    throw invalidParam(param, `This value must be greater than or equal to ${least}.`)
  }
  return Number(text)
}

/** A boolean parameter, sent as `true` or `false`; undefined when absent. */
export const optionalBoolean = (value: unknown, param: string) => {
  if (value === undefined) return undefined
  if (value !== 'true' && value !== 'false') throw invalidParam(param, `Invalid boolean: ${value}`)
  return value === 'true'
}

/** A URL parameter that must be there and parse. */
export const requiredUrl = (value: unknown, param: string) => {
  const text = requiredText(value, param)
  if (!URL.canParse(text)) throw invalidParam(param, 'Not a valid URL', 'url_invalid')
  return text
}

const hash = (value: unknown, param: string): Params => {
  if (value === undefined || value === '') return {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParam(param, `Invalid object: ${param}`)
  }
  return value as Params
}

/** An array parameter (`expand[0]=…`); empty when absent. */
export const list = (value: unknown, param: string): unknown[] => {
  if (value === undefined || value === '') return []
  if (!Array.isArray(value)) throw invalidParam(param, `Invalid array: ${param}`)
  return value
}

/** `current` with the keys of a `metadata` parameter set, those sent empty removed; `metadata=` clears it. */
export const mergeMetadata = (current: Stripe.Metadata, value: unknown, param = 'metadata') => {
  if (value === '') return {}
  const merged: Stripe.Metadata = { ...current }
  for (const [key, text] of Object.entries(hash(value, param))) {
    if (typeof text !== 'string')
      throw invalidParam(`${param}[${key}]`, `Invalid string: ${param}[${key}]`)
    if (text === '') delete merged[key]
    else merged[key] = text
  }
  return merged
}

const intervals = ['day', 'week', 'month', 'year']

const readLine = (value: unknown, index: number): LineInput => {
  const at = `line_items[${index}]`
  const item = hash(value, at)
  if (given(item.price)) throw noSuch('price', String(item.price), `${at}[price]`)
  if (!given(item.price_data)) throw missingParam(`${at}[price_data]`)
  const data = hash(item.price_data, `${at}[price_data]`)
  if (given(data.product))
    throw noSuch('product', String(data.product), `${at}[price_data][product]`)
  const product = hash(data.product_data, `${at}[price_data][product_data]`)
  const recurring = given(data.recurring)
    ? hash(data.recurring, `${at}[price_data][recurring]`)
    : null
  const interval =
    recurring && requiredText(recurring.interval, `${at}[price_data][recurring][interval]`)
  if (interval && !intervals.includes(interval)) {
    throw invalidParam(
      `${at}[price_data][recurring][interval]`,
      `Invalid ${at}[price_data][recurring][interval]: must be one of day, week, month, or year`,
    )
  }
  const currency = requiredText(data.currency, `${at}[price_data][currency]`).toLowerCase()
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidParam(`${at}[price_data][currency]`, `Invalid currency: ${currency}`)
  }
  return {
    name: requiredText(product.name, `${at}[price_data][product_data][name]`),
    currency,
    unitAmount: integer(data.unit_amount, `${at}[price_data][unit_amount]`, 0),
    quantity: integer(item.quantity, `${at}[quantity]`, 1),
    interval: interval as LineInput['interval'],
  }
}

const readMode = (value: unknown) => {
  const mode = requiredText(value, 'mode')
  if (mode === 'payment' || mode === 'subscription') return mode
  if (mode === 'setup')
    throw invalidParam('mode', 'The fake Stripe server does not support setup mode.')
  throw invalidParam('mode', 'Invalid mode: must be one of payment, setup, or subscription')
}

const readLines = (value: unknown, mode: SessionInput['mode']) => {
  const lines = list(value, 'line_items').map(readLine)
  if (lines.length === 0) throw missingParam('line_items')
  if (mode === 'subscription' && !lines.some((line) => line.interval)) {
    throw invalidParam(
      'line_items',
      'You must provide at least one recurring price in `subscription` mode when using prices.',
    )
  }
  if (mode === 'payment' && lines.some((line) => line.interval)) {
    throw invalidParam(
      'line_items',
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    )
  }
  if (lines.some((line) => line.currency !== lines[0].currency)) {
    throw invalidParam('line_items', 'All line items must use the same currency.')
  }
  return lines
}

const readExpiry = (value: unknown) => {
  if (!given(value)) return null
  const expiresAt = integer(value, 'expires_at', 0)
  const fromNow = expiresAt - nowSeconds()
  if (fromNow < 30 * 60 - 60 || fromNow > 24 * 3600) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
    )
  }
  return expiresAt
}

const readCustomerCreation = (value: unknown, mode: SessionInput['mode']) => {
  const creation = optionalText(value, 'customer_creation')
  if (creation === null) return mode === 'payment' ? 'if_required' : null
  if (mode !== 'payment') {
    throw invalidParam(
      'customer_creation',
      '`customer_creation` can only be used in `payment` mode.',
    )
  }
  if (creation !== 'always' && creation !== 'if_required') {
    throw invalidParam(
      'customer_creation',
      'Invalid customer_creation: must be one of always or if_required',
    )
  }
  return creation
}

/** The parameters of `POST /v1/checkout/sessions`, checked as Stripe checks them. */
export const readSessionParams = (params: Params, knownCustomer: (id: string) => boolean) => {
  const mode = readMode(params.mode)
  const lines = readLines(params.line_items, mode)
  const customer = optionalText(params.customer, 'customer')
  if (customer && !knownCustomer(customer)) throw noSuch('customer', customer, 'customer')
  const customerEmail = optionalText(params.customer_email, 'customer_email')
  if (customer && customerEmail) {
    throw new StripeFailure(
      400,
      'You may only specify one of these parameters: customer, customer_email.',
    )
  }
  if (given(params.subscription_data) && mode !== 'subscription') {
    throw invalidParam(
      'subscription_data',
      'You can not pass `subscription_data` in `payment` mode.',
    )
  }
  const subscriptionData = hash(params.subscription_data, 'subscription_data')
  const input: SessionInput = {
    mode,
    lines,
    successUrl: requiredUrl(params.success_url, 'success_url'),
    cancelUrl: given(params.cancel_url) ? requiredUrl(params.cancel_url, 'cancel_url') : null,
    customer,
    customerEmail,
    customerCreation: readCustomerCreation(params.customer_creation, mode),
    clientReferenceId: optionalText(params.client_reference_id, 'client_reference_id'),
    metadata: mergeMetadata({}, params.metadata),
    expiresAt: readExpiry(params.expires_at),
  }
  return {
    input,
    subscriptionMetadata: mergeMetadata(
      {},
      subscriptionData.metadata,
      'subscription_data[metadata]',
    ),
  }
}
