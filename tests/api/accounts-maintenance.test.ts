/** The purge of expired secrets (server/accounts/maintenance.ts) on PGlite and PostgreSQL. */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeExpired } from '#server/accounts/maintenance.ts'
import {
  knownNetworks,
  oneTimeTokens,
  phoneCodes,
  rateLimitEvents,
  refreshTokens,
  sessions,
  users,
} from '#server/platform/db/schema.ts'
import { backends, type TestDatabase } from './support/database.ts'

const NOW = new Date('2026-11-21T12:00:00Z')
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 60 * 60 * 1000)

describe.each(backends)('purging expired secrets on $name', (backend) => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await backend.open()
  })
  afterAll(async () => {
    await test?.dispose()
  })

  it('V7.4.3 deletes dead sessions and refresh tokens, day-old one-time tokens, codes and limit events, stale networks, and keeps the rest', async () => {
    const { db } = test.database
    const [user] = await db.insert(users).values({ username: 'purge-me' }).returning({ id: users.id })
    const userId = user?.id ?? ''
    const session = (expiresAt: Date, endedAt: Date | null = null) => ({
      id: randomUUID(),
      userId,
      createdAt: hoursFromNow(-100),
      expiresAt,
      endedAt,
    })
    const liveSession = session(hoursFromNow(100))
    const recentlyEnded = session(hoursFromNow(100), hoursFromNow(-1))
    const pastItsEnd = session(hoursFromNow(-1))
    await db
      .insert(sessions)
      .values([liveSession, recentlyEnded, pastItsEnd, session(hoursFromNow(100), hoursFromNow(-25))])
    const live = randomUUID()
    const sessionId = liveSession.id
    await db.insert(refreshTokens).values([
      { jti: randomUUID(), userId, sessionId, expiresAt: hoursFromNow(-1) },
      { jti: live, userId, sessionId, expiresAt: hoursFromNow(1) },
      // Goes with its session.
      { jti: randomUUID(), userId, sessionId: pastItsEnd.id, expiresAt: hoursFromNow(1) },
    ])
    await db.insert(oneTimeTokens).values([
      { purpose: 'password_reset', tokenHash: 'a'.repeat(64), subject: userId, expiresAt: hoursFromNow(-25) },
      { purpose: 'password_reset', tokenHash: 'b'.repeat(64), subject: userId, expiresAt: hoursFromNow(-2) },
    ])
    await db.insert(phoneCodes).values([
      { phone: '+380671234567', purpose: 'signIn', codeHash: 'x', expiresAt: hoursFromNow(-30) },
      { phone: '+380671234567', purpose: 'signIn', codeHash: 'y', expiresAt: hoursFromNow(0.1) },
    ])
    await db.insert(rateLimitEvents).values([
      { bucket: 'sms:phone:+380671234567', at: hoursFromNow(-48) },
      { bucket: 'sms:phone:+380671234567', at: hoursFromNow(-0.5) },
    ])
    // Known networks are believed for 90 days since they were last seen.
    await db.insert(knownNetworks).values([
      { userId, networkHash: 'stale', lastSeenAt: hoursFromNow(-91 * 24) },
      { userId, networkHash: 'recent', lastSeenAt: hoursFromNow(-89 * 24) },
    ])

    expect(await purgeExpired(db, NOW)).toEqual({
      sessions: 2,
      refreshTokens: 1,
      oneTimeTokens: 1,
      phoneCodes: 1,
      rateLimitEvents: 1,
      knownNetworks: 1,
    })
    expect((await db.select({ jti: refreshTokens.jti }).from(refreshTokens)).map((row) => row.jti)).toEqual([
      live,
    ])
    expect((await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id).sort()).toEqual(
      [liveSession.id, recentlyEnded.id].sort(),
    )
    expect(await db.select({ hash: oneTimeTokens.tokenHash }).from(oneTimeTokens)).toEqual([
      { hash: 'b'.repeat(64) },
    ])
    expect(await db.select({ hash: phoneCodes.codeHash }).from(phoneCodes)).toEqual([{ hash: 'y' }])
    expect(await db.select({ bucket: rateLimitEvents.bucket }).from(rateLimitEvents)).toHaveLength(1)
    expect(await db.select({ hash: knownNetworks.networkHash }).from(knownNetworks)).toEqual([
      { hash: 'recent' },
    ])
    // Nothing left to purge the second time.
    expect(Object.values(await purgeExpired(db, NOW))).toEqual([0, 0, 0, 0, 0, 0])
  })
})
