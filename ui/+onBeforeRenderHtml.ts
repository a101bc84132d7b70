import enDocuments from '#locales/en/documents/index.ts'
import en from '#locales/en/index.ts'
import enLanding from '#locales/en/landing/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import ukDocuments from '#locales/uk/documents/index.ts'
import uk from '#locales/uk/index.ts'
import ukLanding from '#locales/uk/landing/index.ts'
import ukTournament from '#locales/uk/tournament/index.ts'
import { registerDictionary } from '#ui/shared/i18n/i18n.tsx'

// Server only: every dictionary and namespace is registered once, before the first page renders.
registerDictionary('uk', {
  ...uk,
  documents: ukDocuments,
  landing: ukLanding,
  tournament: ukTournament,
})
registerDictionary('en', {
  ...en,
  documents: enDocuments,
  landing: enLanding,
  tournament: enTournament,
})

export const onBeforeRenderHtml = (): void => {}
