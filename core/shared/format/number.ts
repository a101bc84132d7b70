/**
 * Number formatting of spec §9: currency in en-US with USD by default. Intl with fixed locales and
 * options renders the same text in Node and in browsers, so server HTML and hydration agree.
 */
export const CURRENCY_LOCALE = 'en-US'
export const DEFAULT_CURRENCY = 'USD'

/** Whole amounts without cents ('$5,000'), others with them ('$12.50'). */
export const formatCurrency = (amount: number, currency: string = DEFAULT_CURRENCY): string =>
  new Intl.NumberFormat(CURRENCY_LOCALE, {
    style: 'currency',
    currency,
    ...(Number.isInteger(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount)
