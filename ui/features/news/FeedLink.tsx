import { localizePath } from '#core/shared/i18n/locale.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'

/** The page's news feed in its language, for feed readers (`<link rel="alternate">` in the head). */
export const FeedLink = ({ locale, origin }: { locale: 'uk' | 'en'; origin: string }) => (
  <link
    rel="alternate"
    type="application/rss+xml"
    title={translate(locale).news.feed.title()}
    href={`${origin}${localizePath('/news/feed.xml', locale)}`}
  />
)
