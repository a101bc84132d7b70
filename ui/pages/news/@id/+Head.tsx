import { usePageContext } from 'vike-react/usePageContext'
import { LOCALE_ENTRIES, localizePath } from '#core/shared/i18n/locale.ts'
import { FeedLink } from '#ui/features/news/FeedLink.tsx'
import { newsArticleJsonLd } from '#ui/features/news/head.ts'
import { jsonForScript } from '#ui/shared/components/json-for-script.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

// Server-rendered only (vike-react's Head): the feed link, the sharing cards (OpenGraph, Twitter) with
// the item's cover, and the schema.org NewsArticle. The canonical URL and the hreflang alternates come
// from the global head, og:title and og:description from vike-react (+title.ts, +description.ts).
export const Head = () => {
  const pageContext = usePageContext() as ReturnType<typeof usePageContext> & { data: Data }
  const { locale, origin } = pageContext
  const { article } = pageContext.data
  const LL = translate(locale)
  const url = `${origin}${localizePath(`/news/${article.id}`, locale)}`
  const image = article.cover ? new URL(article.cover.url, origin).href : null
  const jsonLd = newsArticleJsonLd(article, { url, origin, siteName: LL.meta.siteName() })
  return (
    <>
      <FeedLink locale={locale} origin={origin} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={LL.meta.siteName()} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={LOCALE_ENTRIES[locale].iso.replace('-', '_')} />
      <meta property="article:published_time" content={article.date.iso} />
      <meta property="article:modified_time" content={article.updatedAt} />
      {image ? <meta property="og:image" content={image} /> : null}
      {image && article.cover ? (
        <meta property="og:image:width" content={String(article.cover.width)} />
      ) : null}
      {image && article.cover ? (
        <meta property="og:image:height" content={String(article.cover.height)} />
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={article.title} />
      <meta name="twitter:description" content={article.summary} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (json-for-script.ts)
        dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }}
      />
    </>
  )
}
