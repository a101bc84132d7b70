/**
 * Partners and sponsors, and the services the community offers (spec §1, §2): written by the seed
 * now and by the organiser console later (`use-cases.ts`). Bilingual texts are `…_uk`/`…_en` pairs,
 * either may be missing (the page falls back to the other).
 */
import { type SQLWrapper, sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { PARTNER_TIERS, SLUG_MAX, SLUG_PATTERN } from '#core/partners/partners.schema.ts'
import { hasLengthAtMost, isOneOf, matches } from '#server/platform/db/checks.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'

const SLUG_CHECK = (column: SQLWrapper) =>
  sql`${hasLengthAtMost(column, SLUG_MAX)} and ${matches(column, SLUG_PATTERN)}`

export const partners = pgTable(
  'partners',
  {
    /** The slug: lowercase a-z0-9-, at most 100 characters. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    tier: text('tier', { enum: PARTNER_TIERS }).notNull(),
    /** A paid sponsorship: its link is `rel="sponsored"`. */
    sponsor: boolean('sponsor').notNull().default(false),
    url: text('url').notNull(),
    summaryUk: text('summary_uk'),
    summaryEn: text('summary_en'),
    /** The stored logo (the uploads pipeline's record); its size is the SVG's own. */
    logo: jsonb('logo').$type<StoredImageRecord>(),
    /** The order within the tier. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('partners_slug', SLUG_CHECK(table.id)),
    check('partners_tier_known', isOneOf(table.tier, PARTNER_TIERS)),
    check('partners_url_http', sql`${table.url} ~ '^https?://'`),
  ],
)

export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    titleUk: text('title_uk'),
    titleEn: text('title_en'),
    summaryUk: text('summary_uk'),
    summaryEn: text('summary_en'),
    pointsUk: jsonb('points_uk').$type<ReadonlyArray<string>>().notNull().default([]),
    pointsEn: jsonb('points_en').$type<ReadonlyArray<string>>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('services_slug', SLUG_CHECK(table.id)),
    check('services_titled', sql`coalesce(${table.titleUk}, ${table.titleEn}) is not null`),
  ],
)

export type PartnerRow = typeof partners.$inferSelect
export type ServiceRow = typeof services.$inferSelect
