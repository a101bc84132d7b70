/**
 * A page's HTML asks for its start script and the modules that script imports at low priority
 * (ADR 0041). Every page is complete as the server rendered it (its links are links, its forms post
 * without JavaScript), so on a slow link the stylesheets and fonts of the first paint come first and
 * hydration follows; left to their default, the scripts (about 130 KiB) are fetched at high priority
 * beside them and the first paint waits on the shared bandwidth.
 *
 * The tags are the ones Vike writes (`<script src="…" type="module" async>`, `<link
 * rel="modulepreload" …>`). Their attribute text cannot occur in a page's own content: React escapes
 * quotes in text and attributes, and Vike escapes them in the page context's JSON.
 * tests/e2e/script-priority.spec.ts fails if a Vike upgrade writes them differently.
 */
const START_SCRIPT = ' type="module" async'
const MODULE_PRELOAD = '<link rel="modulepreload" '

export const lowerScriptPriority = (html: string): string =>
  html
    .replaceAll(START_SCRIPT, `${START_SCRIPT} fetchpriority="low"`)
    .replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `)
