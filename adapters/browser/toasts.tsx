import type { ReactNode } from 'react'
import type { Id } from 'react-toastify'

export type ToastKind = 'info' | 'success' | 'warning' | 'error'

/** Spec §9: dark theme, top right, no progress bar, closed after 5 s. */
export const TOAST_OPTIONS = {
  theme: 'dark',
  position: 'top-right',
  hideProgressBar: true,
  autoClose: 5000,
} as const

// react-toastify is loaded with the first toast, not with every page: toasts are rare, and the library
// queues a toast until its container has mounted.
const containerListeners = new Set<() => void>()
let containerWanted = false

/** The layout mounts the toast container once somebody wants to show a toast. */
export const onToastContainerWanted = (listener: () => void): (() => void) => {
  if (containerWanted) listener()
  containerListeners.add(listener)
  return () => containerListeners.delete(listener)
}

const loadToastify = () => {
  if (!containerWanted) {
    containerWanted = true
    for (const listener of containerListeners) listener()
  }
  return import('react-toastify')
}

export const showToast = async (
  kind: ToastKind,
  content: ReactNode,
  options: { autoClose?: number | false } = {},
): Promise<Id> => {
  const { toast } = await loadToastify()
  return toast(content, { type: kind, ...options })
}

/**
 * Toasts may carry HTML (spec §9), but only after DOMPurify has removed scripts, handlers, frames and
 * unsafe URLs. DOMPurify is loaded on first use, so pages without such toasts do not ship it.
 */
export const sanitizeToastHtml = async (html: string): Promise<string> => {
  const { default: DOMPurify } = await import('dompurify')
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}

export const showHtmlToast = async (kind: ToastKind, html: string): Promise<Id> => {
  const clean = await sanitizeToastHtml(html)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return showToast(kind, <div dangerouslySetInnerHTML={{ __html: clean }} />)
}
