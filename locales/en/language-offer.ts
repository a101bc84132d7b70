/**
 * The offer to switch to English, shown on a Ukrainian page to a first visit whose browser prefers
 * English (ADR 0056). Written in the language offered; the server picks it and passes it in the page's
 * context, so no page dictionary of the other language is shipped. Same keys as `locales/uk/language-offer.ts`.
 */
export const languageOffer = {
  label: 'Language',
  text: 'This page is also in English',
  switch: 'Switch to English',
  dismiss: 'Stay in Ukrainian',
}
