import { usePageContext } from 'vike-react/usePageContext'
import { LOCALE_ENTRIES, localizePath } from '#core/shared/i18n/locale.ts'
import {
  jsonForScript,
  sportsEvent,
  tournamentDescription,
  tournamentTitle,
} from '#ui/features/tournaments/head.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

// Server-rendered only (vike-react's Head): the sharing cards (OpenGraph, Twitter) and the schema.org
// event. The canonical URL and the hreflang alternates come from the global head, og:title and
// og:description from vike-react (+title.ts, +description.ts).
export const Head = () => {
  const pageContext = usePageContext() as ReturnType<typeof usePageContext> & { data: Data }
  const { locale, origin, urlParsed } = pageContext
  const { tournament, view } = pageContext.data
  const LL = translate(locale)
  const url = `${origin}${localizePath(urlParsed.pathname, locale)}`
  const title = tournamentTitle(LL, tournament, view.tab)
  const description = tournamentDescription(LL, locale, tournament, view.tab)
  const image = tournament.cover_url ? new URL(tournament.cover_url, origin).href : null
  const event = sportsEvent(tournament, {
    url: `${origin}${localizePath(`/tournaments/${tournament.slug}`, locale)}`,
    origin,
    siteName: LL.meta.siteName(),
    description: tournamentDescription(LL, locale, tournament, 'overview'),
    joinUrl: `${origin}${localizePath(`/tournaments/join/${tournament.slug}`, locale)}`,
  })
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={LL.meta.siteName()} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={LOCALE_ENTRIES[locale].iso.replace('-', '_')} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (head.ts)
        dangerouslySetInnerHTML={{ __html: jsonForScript(event) }}
      />
    </>
  )
}
