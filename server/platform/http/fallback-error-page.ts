import { splitLocale } from '#core/shared/i18n/locale.ts'
import en from '#locales/en/index.ts'
import uk from '#locales/uk/index.ts'

/**
 * A self-contained error page (no scripts, no assets, nothing read from the database): `500` for when
 * the page renderer itself failed, `503` while the database is away (a page or a form sent without
 * JavaScript), which asks to reload in a few seconds.
 */
export const fallbackErrorPage = (path: string, status: 500 | 503 = 500): string => {
  const locale = splitLocale(path).locale
  const { error, meta } = locale === 'en' ? en : uk
  const home = locale === 'en' ? '/en' : '/'
  const [title, heading, description] =
    status === 503
      ? [error.unavailableTitle, error.unavailableHeading, error.unavailableDescription]
      : [error.internalTitle, error.internalHeading, error.internalDescription]
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} — ${meta.siteName}</title></head>
<body style="background:#0b0d12;color:#f2f4f8;font-family:system-ui,sans-serif;padding:2rem">
<main><p>${error.statusCode} ${status}</p><h1>${heading}</h1>
<p>${description}</p><p><a style="color:#ff8a52" href="${home}">${error.backHome}</a></p></main>
</body></html>`
}
