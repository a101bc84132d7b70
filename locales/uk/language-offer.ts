import type { languageOffer as en } from '../en/language-offer.ts'

/**
 * The offer to switch to Ukrainian, in Ukrainian (the language offered). Same keys as
 * `locales/en/language-offer.ts`.
 */
export const languageOffer: typeof en = {
  label: 'Мова',
  text: 'Ця сторінка є також українською',
  switch: 'Перейти на українську',
  dismiss: 'Залишитися на англійській',
}
