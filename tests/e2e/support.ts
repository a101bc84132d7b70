import type { Page } from '@playwright/test'
import enAccount from '../../locales/en/account/index.ts'
import enCommunity from '../../locales/en/community/index.ts'
import enDocuments from '../../locales/en/documents/index.ts'
import en from '../../locales/en/index.ts'
import enLanding from '../../locales/en/landing/index.ts'
import enNews from '../../locales/en/news/index.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukAccount from '../../locales/uk/account/index.ts'
import ukCommunity from '../../locales/uk/community/index.ts'
import ukDocuments from '../../locales/uk/documents/index.ts'
import uk from '../../locales/uk/index.ts'
import ukLanding from '../../locales/uk/landing/index.ts'
import ukNews from '../../locales/uk/news/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'

/**
 * What the end-to-end specs share: the pages of issue 2, what each must show in each language (read
 * from the dictionaries, so a reworded text does not break the suite but a wrong language does), and
 * a wait for hydration.
 */
export type Locale = 'uk' | 'en'
export const LOCALES: readonly Locale[] = ['uk', 'en']
export type Dictionary = typeof uk

export const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = { uk, en }

/** The landing page's texts (the `landing` namespace, which the server writes into the page). */
export const LANDING = { uk: ukLanding, en: enLanding } as const

/** The base dictionary with the account and tournament namespaces, for pages that load them. */
export const WITH_NAMESPACES = {
  uk: { ...uk, account: ukAccount, tournament: ukTournament },
  en: { ...en, account: enAccount, tournament: enTournament },
} as const

/** Header sections in header order, as `nav.<key>` labels them. */
export const SECTIONS = [
  { key: 'about', path: '/about' },
  { key: 'tournaments', path: '/tournaments' },
  { key: 'services', path: '/services' },
  { key: 'producing', path: '/producing' },
  { key: 'partners', path: '/partners' },
  { key: 'media', path: '/news' },
  { key: 'contacts', path: '/contacts' },
] as const

/** Every page of issue 2, by its path without language prefix. */
export const PAGES = [
  '/',
  '/about',
  '/terms',
  '/policy',
  '/tournaments',
  '/services',
  '/producing',
  '/partners',
  '/news',
  '/contacts',
] as const
export type PagePath = (typeof PAGES)[number]

export interface PageTexts {
  readonly title: string
  readonly description: string
  readonly h1: string
}

/** The head and heading each page must carry in the given language. */
export const pageTexts = (path: PagePath, locale: Locale): PageTexts => {
  const LL = DICTIONARIES[locale]
  switch (path) {
    case '/':
      return {
        title: LANDING[locale].title,
        description: LANDING[locale].description,
        h1: LANDING[locale].hero.title,
      }
    case '/about':
    case '/terms':
    case '/policy': {
      const doc = (locale === 'en' ? enDocuments : ukDocuments)[path.slice(1) as 'about' | 'terms' | 'policy']
      return { title: doc.title, description: doc.description, h1: doc.heading }
    }
    case '/news': {
      const news = locale === 'en' ? enNews : ukNews
      return { title: `${news.title} — ${LL.meta.siteName}`, description: news.description, h1: news.title }
    }
    case '/services':
    case '/producing':
    case '/partners':
    case '/contacts': {
      const texts = (locale === 'en' ? enCommunity : ukCommunity)[path.slice(1) as 'contacts']
      return {
        title: `${texts.title} — ${LL.meta.siteName}`,
        description: texts.description,
        h1: texts.heading,
      }
    }
    default: {
      const list = (locale === 'en' ? enTournament : ukTournament).list
      return { title: `${list.title} — ${LL.meta.siteName}`, description: list.description, h1: list.title }
    }
  }
}

/** `/about` in English is `/en/about`; the English home is `/en`. */
export const localize = (path: string, locale: Locale): string => {
  if (locale === 'uk') return path
  return path === '/' ? '/en' : `/en${path}`
}

/** Clicks the header's language switcher on a page in `from` to go to the same page in `to`. */
export const switchLanguage = (page: Page, from: Locale, to: Locale): Promise<void> =>
  page
    .getByRole('navigation', { name: DICTIONARIES[from].language.label })
    .getByRole('link', { name: DICTIONARIES[from].language[to] })
    .click()

/**
 * Resolves once React has hydrated the server-rendered page (its nodes carry React's fiber keys), so
 * that clicks go through the client router instead of racing it with a full page load.
 */
export const waitForHydration = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1')
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
    },
    undefined,
    { timeout: 10_000 },
  )
}

/** The header shows the section links inline from 1024 px; below that they live in the menu dialog. */
export const DESKTOP = { width: 1600, height: 900 } as const
export const MOBILE = { width: 375, height: 812 } as const

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The console error Chromium logs for every response with an error status (the error pages answer
 * 404 or 500 on purpose), for URLs whose path starts with `pathPrefix`.
 */
export const failedResourceMessage = (status: 400 | 404 | 409 | 500, pathPrefix: string): RegExp =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) <https?://[^/]+${escapeRegExp(pathPrefix)}[^>]*>$`,
  )
