import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * The rules as HTML rendered from the organiser's Markdown on the server (`rules-markdown.ts`: raw HTML
 * escaped, unsafe links refused), so nothing here parses Markdown.
 */
export const RulesTab = ({ rules }: { rules: { html: string; lang: string } | null }) => {
  const { LL, locale } = useI18n()
  if (!rules) return <p className="empty-state tab-panel">{LL.tournament.rules.empty()}</p>
  return (
    <div
      className="tab-panel card prose rules"
      lang={rules.lang === locale ? undefined : rules.lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML off (rules-markdown.ts)
      dangerouslySetInnerHTML={{ __html: rules.html }}
    />
  )
}
