/**
 * The organisers' list of accounts (`GET /console/users` and the console's people page): newest
 * first, found by part of a nickname or an e-mail address, or by a phone number's digits, filtered
 * by role and by disabled. One statement per page, whatever its size: the count and the page's rows
 * come back together, so a page beyond the last one still says how many match.
 */
import { and, desc, not, type SQL, sql } from 'drizzle-orm'
import type { PeopleReader } from '#core/accounts/people.port.ts'
import { type PeopleFilter, phoneDigitsOf } from '#core/accounts/staff.api.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { likeContaining } from '#server/platform/db/like.ts'
import { users } from '#server/platform/db/schema.ts'

const matching = ({ q, role, disabled }: PeopleFilter): SQL | undefined => {
  const search = q.trim()
  const digits = phoneDigitsOf(search)
  const pattern = likeContaining(search)
  return and(
    search === ''
      ? undefined
      : sql`(${users.username} ilike ${pattern} escape '\\' or ${users.email} ilike ${pattern} escape '\\'${
          // Digits need no escaping; E.164 numbers hold nothing else but the leading `+`.
          digits === undefined ? sql`` : sql` or ${users.phone} like ${`%${digits}%`}`
        })`,
    role === undefined ? undefined : sql`${users.role} = ${role}`,
    // The bare column (not `= $1`), so the planner matches the partial index's `where disabled`.
    disabled === undefined ? undefined : disabled ? sql`${users.disabled}` : not(sql`${users.disabled}`),
  )
}

export const createPeopleReader = (db: AppDatabase): PeopleReader => ({
  list: async (filter) => {
    const where = matching(filter)
    const matched = db
      .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
      .from(users)
      .where(where)
      .as('matched')
    const shown = db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        hasPhone: sql<boolean>`${users.phone} is not null`.as('has_phone'),
        role: users.role,
        disabled: users.disabled,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .as('shown')
    // The count's one row, joined to the page's rows: one row with nulls when the page is empty.
    const rows = await db
      .select({
        total: matched.total,
        id: shown.id,
        username: shown.username,
        email: shown.email,
        hasPhone: shown.hasPhone,
        role: shown.role,
        disabled: shown.disabled,
        createdAt: shown.createdAt,
      })
      .from(matched)
      .leftJoinLateral(shown, sql`true`)
      .orderBy(desc(shown.createdAt), desc(shown.id))
    return {
      count: rows[0]?.total ?? 0,
      results: rows.flatMap((row) =>
        row.id === null ||
        row.username === null ||
        row.role === null ||
        row.disabled === null ||
        row.createdAt === null
          ? []
          : [
              {
                id: row.id,
                username: row.username,
                email: row.email,
                has_phone: row.hasPhone === true,
                role: row.role,
                disabled: row.disabled,
                created_at: row.createdAt.toISOString(),
              },
            ],
      ),
    }
  },
})
