import { usePageContext } from 'vike-react/usePageContext'
import { FeedLink } from '#ui/features/news/FeedLink.tsx'

// Server-rendered only: the news feed of the page's language, for feed readers.
export const Head = () => {
  const { locale, origin } = usePageContext()
  return <FeedLink locale={locale} origin={origin} />
}
