// News and cases (namespace 'news'): the list with its tabs, an item's page and the feed.
import type { BaseTranslation } from '../../i18n-types'

const uk_news = {
  title: 'Новини та кейси',
  description:
    'Новини та кейси Vatra Esports: підсумки турнірів, нові партнери, стримери та проєкти для брендів.',
  lead: 'Підсумки турнірів, нові партнери, новини стримерів і кейси проєктів, які ми зробили для брендів.',
  tabTitle: '{tab:string} — новини та кейси Vatra Esports',
  tabs: {
    label: 'Розділи новин',
    all: 'Усе',
    cases: 'Кейси',
    news: 'Новини',
  },
  category: {
    news: 'Новина',
    cases: 'Кейс',
  },
  published: 'Опубліковано',
  found: '{count:number} {{|матеріал||матеріали|матеріалів|матеріалу}}',
  empty: 'Тут поки немає матеріалів.',
  pagination: {
    label: 'Сторінки новин',
    page: 'Сторінка {page:number} з {pages:number}',
    previous: 'Попередня',
    next: 'Наступна',
    goTo: 'Сторінка {page:number}',
  },
  pageTitle: '{title:string} — Vatra Esports',
  more: 'Більше матеріалів',
  back: 'Усі новини та кейси',
  feed: {
    title: 'Vatra Esports — новини та кейси',
    description: 'Новини кіберспортивної спільноти Vatra Esports і кейси її проєктів.',
  },
} satisfies BaseTranslation

export default uk_news
