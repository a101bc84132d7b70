// On the server both dictionaries are loaded once, synchronously, before any page renders.
import { loadAllLocales } from '#locales/i18n-util.sync.ts'

loadAllLocales()
