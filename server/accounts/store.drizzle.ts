/** The accounts repositories over Drizzle (PGlite or PostgreSQL, one SQL). */
import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { isUuid } from '#core/shared/ids/uuid.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  oneTimeTokens,
  phoneCodes,
  refreshTokens,
  sessions,
  userAccounts,
  users,
} from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import type {
  AccountStore,
  OneTimeTokenRecord,
  OneTimeTokenRepository,
  PhoneCodePurpose,
  PhoneCodeRepository,
  RefreshTokenRepository,
  SessionRepository,
  UserRecord,
  UserRepository,
} from './store.ts'

/** PostgreSQL's unique_violation, wherever the driver or Drizzle put its code. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { readonly code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * Runs one write in a savepoint and answers false when it breaks a unique index (a username, address
 * or number another account has): a check before it cannot see a concurrent writer, the index can,
 * and the savepoint keeps a surrounding transaction usable (on PostgreSQL a failed statement would
 * abort it).
 */
const unlessTaken = async (db: AppDatabase, write: (tx: AppDatabase) => Promise<void>): Promise<boolean> => {
  try {
    await db.transaction(write)
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}

/** A users row as the use cases' record: the one place that knows the table's columns. */
const toUserRecord = (row: typeof users.$inferSelect): UserRecord => ({
  id: row.id,
  username: row.username,
  email: row.email,
  emailVerifiedAt: row.emailVerifiedAt,
  phone: row.phone,
  phoneVerifiedAt: row.phoneVerifiedAt,
  firstName: row.firstName,
  lastName: row.lastName,
  playingDevice: row.playingDevice,
  inputDevice: row.inputDevice,
  discord: row.discord,
  telegram: row.telegram,
  instagram: row.instagram,
  oblast: row.oblast,
  avatar: row.avatar,
  passwordHash: row.passwordHash,
  passwordChangedAt: row.passwordChangedAt,
  role: row.role,
  disabled: row.disabled,
  locale: row.locale,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
})
const userOrUndefined = (row: typeof users.$inferSelect | undefined) => row && toUserRecord(row)

const userRepository = (db: AppDatabase): UserRepository => ({
  // A value that is not a UUID cannot name a user; PostgreSQL would reject it with an error.
  findById: async (id) => {
    if (!isUuid(id)) return undefined
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
    return userOrUndefined(row)
  },
  findByEmail: async (email) => {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1)
    return userOrUndefined(row)
  },
  findByPhone: async (phone) => {
    const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
    return userOrUndefined(row)
  },
  findByProviderAccount: async (provider, providerAccountId) => {
    const [row] = await db
      .select({ user: users })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(and(eq(userAccounts.provider, provider), eq(userAccounts.providerAccountId, providerAccountId)))
      .limit(1)
    return userOrUndefined(row?.user)
  },
  findByUsername: async (username) => {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1)
    return userOrUndefined(row)
  },
  lockById: async (id) => {
    if (!isUuid(id)) return undefined
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update')
    return userOrUndefined(row)
  },
  setRole: async (userId, role) => {
    await db.update(users).set({ role }).where(eq(users.id, userId))
  },
  setDisabled: async (userId, disabled) => {
    await db.update(users).set({ disabled }).where(eq(users.id, userId))
  },
  isUsernameTaken: async (username, exceptUserId) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.username}) = lower(${username})`,
          exceptUserId && isUuid(exceptUserId) ? ne(users.id, exceptUserId) : undefined,
        ),
      )
      .limit(1)
    return row !== undefined
  },
  // `on conflict do nothing` instead of catching the violation: on PostgreSQL a failed statement
  // would abort the surrounding transaction.
  insert: async (user) => {
    const [row] = await db.insert(users).values(user).onConflictDoNothing().returning()
    return userOrUndefined(row)
  },
  setPassword: async (userId, passwordHash, changedAt) => {
    await db.update(users).set({ passwordHash, passwordChangedAt: changedAt }).where(eq(users.id, userId))
  },
  replacePasswordHash: async (userId, passwordHash) => {
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
  },
  linkProviderAccount: async (userId, provider, providerAccountId) => {
    const inserted = await db
      .insert(userAccounts)
      .values({ userId, provider, providerAccountId })
      .onConflictDoNothing()
      .returning({ id: userAccounts.id })
    return inserted.length > 0
  },
  providerLinks: async (userId) => {
    if (!isUuid(userId)) return []
    return db
      .select({
        provider: userAccounts.provider,
        providerAccountId: userAccounts.providerAccountId,
        linkedAt: userAccounts.createdAt,
      })
      .from(userAccounts)
      .where(eq(userAccounts.userId, userId))
      .orderBy(asc(userAccounts.createdAt))
  },
  unlinkProvider: async (userId, provider, keepAccountId) => {
    const gone = await db
      .delete(userAccounts)
      .where(
        and(
          eq(userAccounts.userId, userId),
          eq(userAccounts.provider, provider),
          keepAccountId === undefined ? undefined : ne(userAccounts.providerAccountId, keepAccountId),
        ),
      )
      .returning({ id: userAccounts.id })
    return gone.length
  },
  updateProfile: async (userId, fields) => {
    if (!isUuid(userId)) return undefined
    let saved: typeof users.$inferSelect | undefined
    const done = await unlessTaken(db, async (tx) => {
      ;[saved] = await tx.update(users).set(fields).where(eq(users.id, userId)).returning()
    })
    return done ? userOrUndefined(saved) : undefined
  },
  // Another account's address (in any case) or number breaks users_email_lower_key or users_phone_key.
  setEmail: (userId, email, verifiedAt) =>
    unlessTaken(db, async (tx) => {
      await tx.update(users).set({ email, emailVerifiedAt: verifiedAt }).where(eq(users.id, userId))
    }),
  setPhone: (userId, phone, verifiedAt) =>
    unlessTaken(db, async (tx) => {
      await tx.update(users).set({ phone, phoneVerifiedAt: verifiedAt }).where(eq(users.id, userId))
    }),
  setAvatar: (userId, avatar) =>
    db.transaction(async (tx) => {
      if (!isUuid(userId)) return { found: false, previous: null }
      // The row lock orders concurrent replacements: each reads the avatar the other wrote.
      const [row] = await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
      if (!row) return { found: false, previous: null }
      await tx.update(users).set({ avatar }).where(eq(users.id, userId))
      return { found: true, previous: row.avatar }
    }),
})

const toOneTimeToken = (row: typeof oneTimeTokens.$inferSelect): OneTimeTokenRecord => ({
  purpose: row.purpose,
  subject: row.subject,
  payload: row.payload,
  expiresAt: row.expiresAt,
})

const oneTimeTokenRepository = (db: AppDatabase): OneTimeTokenRepository => {
  const live = (purpose: OneTimeTokenRecord['purpose'], tokenHash: string, now: Date) =>
    and(
      eq(oneTimeTokens.purpose, purpose),
      eq(oneTimeTokens.tokenHash, tokenHash),
      isNull(oneTimeTokens.consumedAt),
      gt(oneTimeTokens.expiresAt, now),
    )
  return {
    create: async (token) => {
      await db.insert(oneTimeTokens).values({ ...token, payload: { ...token.payload } })
    },
    findLive: async (purpose, tokenHash, now) => {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(live(purpose, tokenHash, now))
        .limit(1)
      return row && toOneTimeToken(row)
    },
    consume: async (purpose, tokenHash, now) => {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ consumedAt: now })
        .where(live(purpose, tokenHash, now))
        .returning()
      return row && toOneTimeToken(row)
    },
    retireForSubject: async (purpose, subject, now) => {
      await db
        .update(oneTimeTokens)
        .set({ consumedAt: now })
        .where(
          and(
            eq(oneTimeTokens.purpose, purpose),
            eq(oneTimeTokens.subject, subject),
            isNull(oneTimeTokens.consumedAt),
          ),
        )
    },
    findLiveForSubject: async (purpose, subject, now) => {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.purpose, purpose),
            eq(oneTimeTokens.subject, subject),
            isNull(oneTimeTokens.consumedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(oneTimeTokens.createdAt))
        .limit(1)
      return row && toOneTimeToken(row)
    },
  }
}

const phoneCodeRepository = (db: AppDatabase): PhoneCodeRepository => {
  const live = (phone: string, purpose: PhoneCodePurpose, now: Date, maxAttempts: number) =>
    and(
      eq(phoneCodes.phone, phone),
      eq(phoneCodes.purpose, purpose),
      isNull(phoneCodes.consumedAt),
      gt(phoneCodes.expiresAt, now),
      lt(phoneCodes.attempts, maxAttempts),
    )
  return {
    replace: (code) =>
      db.transaction(async (tx) => {
        // A retired code counts as spent: only the newest one can be entered.
        await tx
          .update(phoneCodes)
          .set({ consumedAt: code.createdAt })
          .where(
            and(
              eq(phoneCodes.phone, code.phone),
              eq(phoneCodes.purpose, code.purpose),
              isNull(phoneCodes.consumedAt),
            ),
          )
        await tx.insert(phoneCodes).values(code)
      }),
    consume: async ({ phone, purpose, codeHash, now, maxAttempts }) => {
      const spent = await db
        .update(phoneCodes)
        .set({ consumedAt: now })
        .where(and(live(phone, purpose, now, maxAttempts), eq(phoneCodes.codeHash, codeHash)))
        .returning({ id: phoneCodes.id })
      return spent.length > 0
    },
    countWrongAttempt: async ({ phone, purpose, now, maxAttempts }) => {
      await db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(live(phone, purpose, now, maxAttempts))
    },
  }
}

const liveSession = (now: Date) => and(isNull(sessions.endedAt), gt(sessions.expiresAt, now))

const sessionRepository = (db: AppDatabase): SessionRepository => ({
  create: async (session) => {
    await db.insert(sessions).values(session)
  },
  findLive: async (sessionId, now) => {
    if (!isUuid(sessionId)) return undefined
    const [row] = await db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), liveSession(now), eq(users.disabled, false)))
      .limit(1)
    return row
  },
  end: (sessionId, now) =>
    db.transaction(async (tx) => {
      if (!isUuid(sessionId)) return
      await tx
        .update(sessions)
        .set({ endedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
      await tx
        .update(refreshTokens)
        .set({ blacklistedAt: now })
        .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.blacklistedAt)))
    }),
  endAllOf: (userId, now, keep) =>
    db.transaction(async (tx) => {
      const kept = keep !== undefined && isUuid(keep) ? keep : undefined
      await tx
        .update(sessions)
        .set({ endedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            kept ? ne(sessions.id, kept) : undefined,
          ),
        )
      await tx
        .update(refreshTokens)
        .set({ blacklistedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.blacklistedAt),
            kept ? ne(refreshTokens.sessionId, kept) : undefined,
          ),
        )
    }),
})

const refreshTokenRepository = (db: AppDatabase): RefreshTokenRepository => {
  const live = (now: Date) => and(isNull(refreshTokens.blacklistedAt), gt(refreshTokens.expiresAt, now))
  const successor = alias(refreshTokens, 'successor')
  return {
    record: async (token) => {
      await db.insert(refreshTokens).values(token)
    },
    rotate: async (jti, successorJti, now) => {
      if (!isUuid(jti)) return undefined
      // The row lock orders concurrent rotations of one token: the later one finds it blacklisted.
      const [row] = await db
        .update(refreshTokens)
        .set({ blacklistedAt: now, replacedBy: successorJti })
        .where(
          and(
            eq(refreshTokens.jti, jti),
            live(now),
            sql`exists (select 1 from ${sessions} where ${sessions.id} = ${refreshTokens.sessionId} and ${sessions.endedAt} is null and ${sessions.expiresAt} > ${now})`,
          ),
        )
        .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId })
      return row
    },
    find: async (jti) => {
      if (!isUuid(jti)) return undefined
      const [row] = await db
        .select({
          userId: refreshTokens.userId,
          sessionId: refreshTokens.sessionId,
          blacklistedAt: refreshTokens.blacklistedAt,
          successor: {
            jti: successor.jti,
            createdAt: successor.createdAt,
            expiresAt: successor.expiresAt,
            blacklistedAt: successor.blacklistedAt,
          },
        })
        .from(refreshTokens)
        .leftJoin(successor, eq(successor.jti, refreshTokens.replacedBy))
        .where(eq(refreshTokens.jti, jti))
        .limit(1)
      return row && { ...row, successor: row.successor ?? undefined }
    },
    revokeAll: async (userId, now) => {
      await db
        .update(refreshTokens)
        .set({ blacklistedAt: now })
        .where(and(eq(refreshTokens.userId, userId), live(now)))
    },
  }
}

const bind = (db: AppDatabase): AccountStore => ({
  users: userRepository(db),
  oneTimeTokens: oneTimeTokenRepository(db),
  phoneCodes: phoneCodeRepository(db),
  refreshTokens: refreshTokenRepository(db),
  sessions: sessionRepository(db),
  // Inside a transaction this nests as a savepoint; jobs enqueued meanwhile join it.
  transaction: (work) => inTransaction(db, (tx) => work(bind(tx))),
})

export const createDrizzleAccountStore = (db: AppDatabase): AccountStore => bind(db)
