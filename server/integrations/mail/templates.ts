import type { Locale } from '#core/shared/i18n/locale.ts'
import { mail as en } from '#locales/en/mail.ts'
import { mail as uk } from '#locales/uk/mail.ts'

export type MailTexts = typeof uk

// Typed against the Ukrainian base: a text missing in English does not compile.
export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = { uk, en }

export const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

export interface MailLink {
  readonly label: string
  /** An absolute http(s) URL. */
  readonly url: string
}

/**
 * What a mail says, in order: greeting, intro, the main link, an optional second link, validity, and
 * a closing line (by default 'ignore this e-mail if you did not ask for it').
 */
export interface MailContent {
  readonly locale: Locale
  readonly subject: string
  readonly greeting: string
  readonly intro: string
  readonly action: MailLink
  readonly secondary?: { readonly text: string; readonly link: MailLink }
  readonly validity?: string
  /** Instead of the 'ignore this e-mail' line: a notice of a change cannot be ignored away. */
  readonly closing?: string
  /** The site's home, linked under the signature. */
  readonly homeUrl?: string
}

export interface RenderedMail {
  readonly subject: string
  readonly text: string
  readonly html: string
}

/** The plain-text alternative: what a text-only client or a screen reader of raw mail gets. */
const renderText = (content: MailContent, texts: MailTexts): string => {
  const blocks = [
    content.greeting,
    content.intro,
    `${content.action.label}:\n${content.action.url}`,
    ...(content.secondary ? [`${content.secondary.text}\n${content.secondary.link.url}`] : []),
    ...(content.validity ? [content.validity] : []),
    content.closing ?? texts.ignore,
    `— ${texts.brand}${content.homeUrl ? `\n${content.homeUrl}` : ''}\n${texts.automatic}`,
  ]
  return `${blocks.join('\n\n')}\n`
}

// Inline styles only (mail clients drop <style> and classes); dark text on a light background with
// contrast above 7:1, a real link as the button so it works everywhere, the address spelled out under it.
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif"
const PARAGRAPH = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2328'
const SMALL = 'margin:0 0 12px;font-size:14px;line-height:20px;color:#4b5563'
const BUTTON =
  'display:inline-block;padding:12px 24px;border-radius:6px;background:#b42318;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none'
const LINK = 'color:#1d4ed8;text-decoration:underline;word-break:break-all'

const paragraph = (html: string, style = PARAGRAPH) => `<p style="${style}">${html}</p>`
const anchor = (link: MailLink, style: string, label = link.label) =>
  `<a href="${escapeHtml(link.url)}" style="${style}">${escapeHtml(label)}</a>`

const renderHtml = (content: MailContent, texts: MailTexts): string => {
  const rows = [
    paragraph(escapeHtml(texts.brand), `margin:0 0 24px;font-size:20px;font-weight:bold;color:#b42318`),
    paragraph(escapeHtml(content.greeting)),
    paragraph(escapeHtml(content.intro)),
    `<p style="margin:0 0 24px">${anchor(content.action, BUTTON)}</p>`,
    paragraph(
      `${escapeHtml(texts.linkFallback)}<br>${anchor(content.action, LINK, content.action.url)}`,
      SMALL,
    ),
    ...(content.secondary
      ? [paragraph(`${escapeHtml(content.secondary.text)}<br>${anchor(content.secondary.link, LINK)}`)]
      : []),
    ...(content.validity ? [paragraph(`<strong>${escapeHtml(content.validity)}</strong>`)] : []),
    paragraph(escapeHtml(content.closing ?? texts.ignore), SMALL),
    paragraph(
      `— ${content.homeUrl ? anchor({ label: texts.brand, url: content.homeUrl }, LINK) : escapeHtml(texts.brand)}<br>${escapeHtml(texts.automatic)}`,
      SMALL,
    ),
  ]
  return [
    '<!doctype html>',
    `<html lang="${content.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">',
    '<tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">',
    `<tr><td style="padding:32px 28px;${FONT}">`,
    ...rows,
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
    '',
  ].join('\n')
}

export const renderMail = (content: MailContent): RenderedMail => {
  const texts = MAIL_TEXTS[content.locale]
  return { subject: content.subject, text: renderText(content, texts), html: renderHtml(content, texts) }
}
