import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'

/**
 * The address of a page that frames a player (`/streams/{id}`, `/streamers/{id}`). Links to them carry
 * `data-vike="false"` and load as whole pages: a page's CSP is the one its document came with, and
 * only those pages' own documents allow the players' origins (ADR 0036).
 */
export const playerPagePath = (path: string, locale: Locale): string => localizePath(path, locale)
