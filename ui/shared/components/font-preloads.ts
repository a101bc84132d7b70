import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import unboundedCyrillic from '@fontsource-variable/unbounded/files/unbounded-cyrillic-wght-normal.woff2?url'
import unboundedLatin from '@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2?url'
import type { Locale } from '#core/shared/i18n/locale.ts'

/**
 * The web fonts (ui/styles/fonts.css) the first screen of a page in each language draws its headings
 * and text with, preloaded from the head so that they download with the stylesheet instead of after
 * it. The same files as the stylesheet's (Vite gives both the same hashed URL); the subsets a page
 * only needs for a few characters load as the stylesheet finds them.
 */
export const FONT_PRELOADS: Readonly<Record<Locale, readonly string[]>> = {
  uk: [interCyrillic, unboundedCyrillic],
  en: [interLatin, unboundedLatin],
}
