import type { ReactNode } from 'react'
import { toast } from 'react-toastify'

export type ToastKind = 'info' | 'success' | 'warning' | 'error'

/** Spec §9: dark theme, top right, no progress bar, closed after 5 s. */
export const TOAST_OPTIONS = {
  theme: 'dark',
  position: 'top-right',
  hideProgressBar: true,
  autoClose: 5000,
} as const

export const showToast = (kind: ToastKind, content: ReactNode, options: { autoClose?: number | false } = {}) =>
  toast(content, { type: kind, ...options })

/**
 * Toasts may carry HTML (spec §9), but only after DOMPurify has removed scripts, handlers and unsafe
 * URLs; DOMPurify is loaded on first use so that pages without such toasts do not ship it.
 */
export const showHtmlToast = async (kind: ToastKind, html: string) => {
  const { default: DOMPurify } = await import('dompurify')
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return showToast(kind, <div dangerouslySetInnerHTML={{ __html: clean }} />)
}
