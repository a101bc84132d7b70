import { loadAllLocales } from '#locales/i18n-util.sync.ts'

// Server only: both dictionaries are loaded once, before the first page renders.
loadAllLocales()

export const onBeforeRenderHtml = (): void => {}
