/**
 * An organiser's rules, written in Markdown, as HTML. The public page renders them in its server data
 * hook (its browser bundle carries no Markdown library); the console's editor imports the same
 * renderer for its live preview, so the preview is what the public page will show. Raw HTML in the text is escaped, never passed through (`html: false`), and
 * markdown-it's link check refuses `javascript:`, `vbscript:` and `data:` (but images) URLs.
 */
import MarkdownIt from 'markdown-it'

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })

// Links in the rules open in the same tab and tell the linked site nothing about the page.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  tokens[index]?.attrSet('rel', 'nofollow noopener noreferrer')
  return defaultLinkOpen(tokens, index, options, env, self)
}

/** The rules' Markdown as safe HTML. */
export const renderRules = (text: string): string => markdown.render(text)
