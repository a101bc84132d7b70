import type { PageContext } from 'vike/types'
import { LOCALE_ENTRIES } from '#core/shared/i18n/locale.ts'

export default (pageContext: PageContext): string => LOCALE_ENTRIES[pageContext.locale].code
