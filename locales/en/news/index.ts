// News and cases (namespace 'news'): the list with its tabs, an item's page and the feed.
import type { NamespaceNewsTranslation } from '../../i18n-types'

const en_news = {
  title: 'News and cases',
  description:
    'Vatra Esports news and case studies: tournament recaps, new partners, streamers and projects for brands.',
  lead: 'Tournament recaps, new partners, streamer news and case studies of projects we produced for brands.',
  tabTitle: '{tab} — Vatra Esports news and cases',
  tabs: {
    label: 'News sections',
    all: 'All',
    cases: 'Cases',
    news: 'News',
  },
  category: {
    news: 'News',
    cases: 'Case',
  },
  published: 'Published',
  found: '{count} {{item|items}}',
  empty: 'Nothing here yet.',
  pagination: {
    label: 'News pages',
    page: 'Page {page} of {pages}',
    previous: 'Previous',
    next: 'Next',
    goTo: 'Page {page}',
  },
  pageTitle: '{title} — Vatra Esports',
  more: 'More news and cases',
  back: 'All news and cases',
  feed: {
    title: 'Vatra Esports — news and cases',
    description: 'News of the Vatra Esports community and case studies of its projects.',
  },
} satisfies NamespaceNewsTranslation

export default en_news
