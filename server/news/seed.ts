/**
 * Seeds the demo news and cases (seed-content.ts) into an empty table, each with a cover drawn here as
 * an SVG and stored through the storage port like the demo teams' logos (`news-covers/…`). Called by
 * the composition root, `npm run seed` and the end-to-end seed; does nothing when any item exists.
 */
import { count } from 'drizzle-orm'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { type ObjectStorage, storeServerSvg } from '#server/uploads/index.ts'
import { DEMO_NEWS, type DemoNewsItem } from './seed-content.ts'
import { newsItems } from './tables.ts'

export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630
const DAY_MS = 24 * 60 * 60 * 1000
const PUBLISHED_AT_UTC_MS = (22 * 60 + 30) * 60 * 1000

/** A decorative cover: a dark gradient in the item's hue, rings and a spark (the community's fire). */
export const demoCoverSvg = (item: Pick<DemoNewsItem, 'hue' | 'category'>): string => {
  const { hue } = item
  const rings = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="${900 - i * 40}" cy="${315 + i * 10}" r="${120 + i * 70}" fill="none" stroke="hsl(${hue} 80% ${60 - i * 8}%)" stroke-opacity="${0.55 - i * 0.1}" stroke-width="${10 - i * 2}"/>`,
    )
    .join('')
  const bars =
    item.category === 'cases'
      ? [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<rect x="${110 + i * 70}" y="${470 - i * 60}" width="44" height="${60 + i * 60}" rx="6" fill="hsl(${(hue + 30) % 360} 70% 60%)" fill-opacity="0.8"/>`,
          )
          .join('')
      : '<path d="M240 470c-90-60-70-170 10-230-10 60 30 90 60 100 0-70 40-130 110-160-30 80 10 140 40 190 30 50 10 110-50 130-50 20-120 10-170-30z" fill="hsl(28 95% 55%)" fill-opacity="0.9"/>'
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 45% 14%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 26%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    rings,
    bars,
    '</svg>',
  ].join('')
}

export interface NewsSeedResult {
  readonly inserted: number
}

export const seedNews = async (
  db: AppDatabase,
  storage: ObjectStorage,
  now: Date,
): Promise<NewsSeedResult> => {
  const [existing] = await db.select({ count: count() }).from(newsItems)
  if ((existing?.count ?? 0) > 0) return { inserted: 0 }
  const rows = []
  for (const item of DEMO_NEWS) {
    const cover = await storeServerSvg(storage, 'news-covers', demoCoverSvg(item))
    // Published that many days ago at 22:30 UTC, past midnight in Kyiv: a page shows the next day's
    // date, as Kyiv has it (a date shown in UTC would be a day off).
    const publishedAt = new Date(
      Math.floor(now.getTime() / DAY_MS) * DAY_MS - item.daysAgo * DAY_MS + PUBLISHED_AT_UTC_MS,
    )
    rows.push({
      id: item.id,
      category: item.category,
      status: item.status,
      titleUk: item.uk?.title ?? null,
      summaryUk: item.uk?.summary ?? null,
      bodyUk: item.uk?.body ?? null,
      titleEn: item.en?.title ?? null,
      summaryEn: item.en?.summary ?? null,
      bodyEn: item.en?.body ?? null,
      cover,
      coverWidth: COVER_WIDTH,
      coverHeight: COVER_HEIGHT,
      publishedAt: item.status === 'published' ? publishedAt : null,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })
  }
  await db.insert(newsItems).values(rows)
  return { inserted: rows.length }
}
