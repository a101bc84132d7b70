/**
 * `GET /sitemap.xml` and `GET /robots.txt`: the public pages and every public tournament, each with
 * its Ukrainian (no prefix, the default), English (`/en`) and `x-default` alternates, and robots.txt
 * pointing crawlers to the sitemap. Built on each request from the database (a short public cache
 * with an ETag in front), so a new tournament is listed at once.
 */
import { Hono } from 'hono'
import { publicCache } from './public-cache.ts'

/** The pages anyone may read, by their Ukrainian path (the English one is under `/en`). */
export const PUBLIC_PAGES = [
  '/',
  '/tournaments',
  '/about',
  '/news',
  '/services',
  '/producing',
  '/partners',
  '/streamers',
  '/contacts',
  '/terms',
  '/policy',
] as const

/** Pages no crawler should index: accounts, sign-in and the like. */
const PRIVATE_PREFIXES = [
  '/profile',
  '/login',
  '/register',
  '/auth',
  '/forgot-password',
  '/confirm-email',
  '/join',
]

export interface SiteMapSource {
  /** Every public tournament (drafts never): its slug and last change. */
  readonly tournaments: () => Promise<ReadonlyArray<{ readonly slug: string; readonly updatedAt: Date }>>
  /** Every published news item (drafts never): its id and last change. */
  readonly news?:
    | (() => Promise<ReadonlyArray<{ readonly id: string; readonly updatedAt: Date }>>)
    | undefined
  /** Every streamer's page (`/streamers/{id}`): its id and last change. */
  readonly streamers?:
    | (() => Promise<ReadonlyArray<{ readonly id: string; readonly updatedAt: Date }>>)
    | undefined
}

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const englishPath = (path: string): string => (path === '/' ? '/en' : `/en${path}`)

/** One `<url>` per language, each naming both alternates and the default. */
const urlEntries = (origin: string, path: string, lastModified?: Date): string[] => {
  const uk = `${origin}${path}`
  const en = `${origin}${englishPath(path)}`
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="uk" href="${escapeXml(uk)}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(uk)}"/>`,
  ].join('')
  const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
  return [uk, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`)
}

export const siteMapXml = (
  origin: string,
  tournaments: ReadonlyArray<{ readonly slug: string; readonly updatedAt: Date }>,
  news: ReadonlyArray<{ readonly id: string; readonly updatedAt: Date }> = [],
  streamers: ReadonlyArray<{ readonly id: string; readonly updatedAt: Date }> = [],
): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...PUBLIC_PAGES.flatMap((path) => urlEntries(origin, path)),
    ...tournaments.flatMap((t) =>
      urlEntries(origin, `/tournaments/${encodeURIComponent(t.slug)}`, t.updatedAt),
    ),
    ...news.flatMap((item) => urlEntries(origin, `/news/${encodeURIComponent(item.id)}`, item.updatedAt)),
    ...streamers.flatMap((s) => urlEntries(origin, `/streamers/${encodeURIComponent(s.id)}`, s.updatedAt)),
    '</urlset>',
    '',
  ].join('\n')

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    ...PRIVATE_PREFIXES.flatMap((prefix) => [`Disallow: ${prefix}`, `Disallow: /en${prefix}`]),
    'Disallow: /api/',
    'Disallow: /en/api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')

export const createSiteMapRoutes = (source: SiteMapSource, origin: string): Hono => {
  const routes = new Hono()
  routes.get('/sitemap.xml', ...publicCache(), async (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8')
    const [tournaments, news, streamers] = await Promise.all([
      source.tournaments(),
      source.news?.() ?? [],
      source.streamers?.() ?? [],
    ])
    return c.body(siteMapXml(origin, tournaments, news, streamers))
  })
  routes.get('/robots.txt', ...publicCache(), (c) => {
    c.header('Content-Type', 'text/plain; charset=utf-8')
    return c.body(robotsTxt(origin))
  })
  return routes
}
