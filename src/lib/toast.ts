'use client'

import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')

let sonner: Sonner | null = null
let loading: Promise<Sonner> | null = null
let counter = 0

/** sonner is loaded on the first toast (or by the Toaster after the page is idle), not with the page. */
export const loadSonner = () => (loading ??= import('sonner').then((module) => (sonner = module)))

const withSonner = (run: (toast: Sonner['toast']) => void) => {
  if (sonner) run(sonner.toast)
  else void loadSonner().then((module) => run(module.toast))
}

type Kind = 'success' | 'error' | 'info' | 'loading' | 'message'

const show =
  (kind: Kind) =>
  (message: string, options: ExternalToast = {}): string | number => {
    const id = options.id ?? `toast-${++counter}`
    withSonner((toast) => toast[kind](message, { ...options, id }))
    return id
  }

/** The site's toasts: sonner's API, with ids returned at once so a toast can be dismissed later. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  loading: show('loading'),
  message: show('message'),
  dismiss: (id?: string | number) => withSonner((toast) => toast.dismiss(id)),
}
