/**
 * What other features use of the tournaments' pages: the renderers of an organiser's texts, so the
 * console's editor previews them exactly as the public page shows them.
 */
export { Paragraphs } from './Localized.tsx'
export { renderRules } from './rules-markdown.ts'
