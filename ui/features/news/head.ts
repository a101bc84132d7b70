/** The schema.org `NewsArticle` of a news item's page (https://schema.org/NewsArticle). */
import { LOCALE_ENTRIES } from '#core/shared/i18n/locale.ts'
import type { NewsCardView } from './cards.ts'

export const newsArticleJsonLd = (
  article: NewsCardView & { readonly updatedAt: string },
  { url, origin, siteName }: { url: string; origin: string; siteName: string },
) => {
  const organization = { '@type': 'Organization', name: siteName, url: origin }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    inLanguage: LOCALE_ENTRIES[article.lang].iso,
    url,
    mainEntityOfPage: url,
    datePublished: article.date.iso,
    dateModified: article.updatedAt,
    ...(article.cover ? { image: [new URL(article.cover.url, origin).href] } : {}),
    author: organization,
    publisher: organization,
  }
}
