/**
 * The anti-spam fields' names, apart from the API's schemas so that a page can name them without
 * loading effect (ADR 0027): the fill-time token and the honeypot (ADR 0037).
 */

/** The hidden field that carries the page's fill-time token. */
export const STARTED_FIELD = 'started'
/** The honeypot: a field hidden from people and assistive technology. */
export const HONEYPOT_FIELD = 'website'
