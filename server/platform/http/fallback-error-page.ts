import { splitLocale } from '#core/shared/i18n/locale.ts'
import en from '#locales/en/index.ts'
import uk from '#locales/uk/index.ts'

/** A self-contained 500 page (no scripts, no assets) for when the page renderer itself failed. */
export const fallbackErrorPage = (path: string): string => {
  const locale = splitLocale(path).locale
  const { error, meta } = locale === 'en' ? en : uk
  const home = locale === 'en' ? '/en' : '/'
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${error.internalTitle} — ${meta.siteName}</title></head>
<body style="background:#0b0d12;color:#f2f4f8;font-family:system-ui,sans-serif;padding:2rem">
<main><h1>${error.internalHeading}</h1>
<dl><dt>${error.statusCode}</dt><dd>500</dd><dt>${error.statusMessage}</dt><dd>${error.internalTitle}</dd></dl>
<p>${error.internalDescription}</p><p><a style="color:#ff8a52" href="${home}">${error.backHome}</a></p></main>
</body></html>`
}
