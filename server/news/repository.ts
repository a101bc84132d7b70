/**
 * The news items in the database (Drizzle). Public reads see published items only; the organiser's
 * writes (use-cases.ts) see drafts too. Every read is one query, the list two (its page and its count).
 */
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm'
import type { NewsCategory } from '#core/news/news.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { type NewsItemInsert, type NewsItemRow, newsItems } from './tables.ts'

export interface NewsRepository {
  /** Published items of the category (or all), newest first, and how many there are. */
  listPublished(options: {
    readonly category: NewsCategory | null
    readonly offset: number
    readonly limit: number
  }): Promise<{ readonly count: number; readonly rows: ReadonlyArray<NewsItemRow> }>
  /** The newest published items, without the one named (an article's "more items"). */
  latestPublished(limit: number, exceptId?: string): Promise<ReadonlyArray<NewsItemRow>>
  findPublished(id: string): Promise<NewsItemRow | undefined>
  /** Every published item's id and last change (the sitemap). */
  listPublishedIds(): Promise<ReadonlyArray<{ readonly id: string; readonly updatedAt: Date }>>
  /** Any item, drafts too (the organiser's use cases). */
  find(id: string): Promise<NewsItemRow | undefined>
  insert(row: NewsItemInsert): Promise<NewsItemRow>
  update(id: string, changes: Partial<NewsItemInsert>): Promise<NewsItemRow | undefined>
  remove(id: string): Promise<NewsItemRow | undefined>
}

const published = eq(newsItems.status, 'published')
const newestFirst = [desc(newsItems.publishedAt), desc(newsItems.id)]

export const createNewsRepository = (db: AppDatabase): NewsRepository => ({
  listPublished: async ({ category, offset, limit }) => {
    const where: SQL | undefined = category ? and(published, eq(newsItems.category, category)) : published
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(newsItems)
        .where(where)
        .orderBy(...newestFirst)
        .offset(offset)
        .limit(limit),
      db.select({ count: count() }).from(newsItems).where(where),
    ])
    return { rows, count: total[0]?.count ?? 0 }
  },
  latestPublished: (limit, exceptId) =>
    db
      .select()
      .from(newsItems)
      .where(exceptId === undefined ? published : and(published, ne(newsItems.id, exceptId)))
      .orderBy(...newestFirst)
      .limit(limit),
  findPublished: async (id) =>
    (
      await db
        .select()
        .from(newsItems)
        .where(and(eq(newsItems.id, id), published))
    )[0],
  listPublishedIds: () =>
    db
      .select({ id: newsItems.id, updatedAt: newsItems.updatedAt })
      .from(newsItems)
      .where(published)
      .orderBy(...newestFirst),
  find: async (id) => (await db.select().from(newsItems).where(eq(newsItems.id, id)))[0],
  insert: async (row) => {
    const [inserted] = await db.insert(newsItems).values(row).returning()
    if (!inserted) throw new Error('news item not inserted')
    return inserted
  },
  update: async (id, changes) =>
    (await db.update(newsItems).set(changes).where(eq(newsItems.id, id)).returning())[0],
  remove: async (id) => (await db.delete(newsItems).where(eq(newsItems.id, id)).returning())[0],
})
