/**
 * The repositories the accounts use-cases depend on (ports of the server's own hexagon). The Drizzle
 * implementation is `store.drizzle.ts`; `transaction` gives the same repositories bound to one
 * database transaction, for steps that must succeed or fail together (spend a ticket, create a user).
 */
import type { OblastId } from '#core/alerts/oblasts.ts'
import type { UserRole } from '#core/profile/profile.schema.ts'
import type { OneTimeTokenPurpose, PHONE_CODE_PURPOSES } from '#server/platform/db/schema.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'

/** The stored avatar (the uploads pipeline's record of its files). */
export type AvatarRecord = StoredImageRecord

/**
 * A user as the use cases see it. Declared here, not inferred from the table: the Drizzle store maps
 * its rows to it (`toUserRecord`), so a column change shows up there, not in every use case.
 */
export interface UserRecord {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly emailVerifiedAt: Date | null
  /** E.164 (`+380XXXXXXXXX`). */
  readonly phone: string | null
  readonly phoneVerifiedAt: Date | null
  readonly firstName: string
  readonly lastName: string
  readonly playingDevice: string
  readonly inputDevice: 'keyboard' | 'gamepad' | null
  readonly discord: string
  readonly telegram: string
  readonly instagram: string
  /** The player's region for the air-raid pause (docs/alerts.md): private, null while not chosen. */
  readonly oblast: OblastId | null
  readonly avatar: AvatarRecord | null
  /** `scrypt$N$r$p$salt$hash`; null for accounts that only sign in through a provider. */
  readonly passwordHash: string | null
  readonly passwordChangedAt: Date | null
  readonly role: UserRole
  readonly disabled: boolean
  readonly locale: 'uk' | 'en'
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** What a profile save may change directly (e-mail and phone go through their verification). */
export interface ProfileFields {
  readonly username?: string
  readonly firstName?: string
  readonly lastName?: string
  readonly playingDevice?: string
  /** null: none chosen. */
  readonly inputDevice?: 'keyboard' | 'gamepad' | null
  readonly discord?: string
  readonly telegram?: string
  readonly instagram?: string
  /** null: none chosen. */
  readonly oblast?: OblastId | null
}

export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number]

export interface NewUser {
  readonly username: string
  readonly email?: string | null
  readonly emailVerifiedAt?: Date | null
  readonly phone?: string | null
  readonly phoneVerifiedAt?: Date | null
  readonly firstName?: string
  readonly playingDevice?: string
  readonly passwordHash?: string | null
  readonly locale: 'uk' | 'en'
}

export interface ProviderLinkRecord {
  readonly provider: string
  readonly providerAccountId: string
  readonly linkedAt: Date
}

export interface UserRepository {
  findById(id: string): Promise<UserRecord | undefined>
  /** Without regard to case. */
  findByEmail(email: string): Promise<UserRecord | undefined>
  findByPhone(phone: string): Promise<UserRecord | undefined>
  findByProviderAccount(provider: string, providerAccountId: string): Promise<UserRecord | undefined>
  /** By nickname, without regard to case (like the unique index). */
  findByUsername(username: string): Promise<UserRecord | undefined>
  /**
   * The user, its row locked until the transaction ends: changes to one account (its role, whether it
   * is disabled) take turns. Only inside `transaction`.
   */
  lockById(id: string): Promise<UserRecord | undefined>
  setRole(userId: string, role: UserRole): Promise<void>
  /** A disabled account signs in no more and its tokens are refused; its sessions end separately. */
  setDisabled(userId: string, disabled: boolean): Promise<void>
  /** Without regard to case, like the unique index; `exceptUserId`'s own name does not count. */
  isUsernameTaken(username: string, exceptUserId?: string): Promise<boolean>
  /** Inserts the user; undefined when a unique value (username, e-mail, phone) is already taken. */
  insert(user: NewUser): Promise<UserRecord | undefined>
  /** A new password chosen by the user (reset): tokens issued before `changedAt` die. */
  setPassword(userId: string, passwordHash: string, changedAt: Date): Promise<void>
  /** The same password under stronger parameters: not a change. */
  replacePasswordHash(userId: string, passwordHash: string): Promise<void>
  /** Links a provider account; false when that provider account is linked already. */
  linkProviderAccount(userId: string, provider: string, providerAccountId: string): Promise<boolean>
  /** The user's linked provider accounts, oldest first. */
  providerLinks(userId: string): Promise<ReadonlyArray<ProviderLinkRecord>>
  /** Forgets the user's links to `provider` other than `keepAccountId`; how many were forgotten. */
  unlinkProvider(userId: string, provider: string, keepAccountId?: string): Promise<number>
  /** Saves the fields; undefined when the user is gone or the username was taken meanwhile. */
  updateProfile(userId: string, fields: ProfileFields): Promise<UserRecord | undefined>
  /** A verified new address; false when another account uses it (any case). */
  setEmail(userId: string, email: string, verifiedAt: Date): Promise<boolean>
  /** A verified new number; false when another account uses it. */
  setPhone(userId: string, phone: string, verifiedAt: Date): Promise<boolean>
  /**
   * Replaces the avatar (null removes it), atomically: of two concurrent replacements each gets the
   * one it replaced, so no file is orphaned. `found` is false when the user is gone.
   */
  setAvatar(
    userId: string,
    avatar: AvatarRecord | null,
  ): Promise<{ readonly found: boolean; readonly previous: AvatarRecord | null }>
}

export interface OneTimeTokenRecord {
  readonly purpose: OneTimeTokenPurpose
  readonly subject: string
  readonly payload: Readonly<Record<string, string>>
  readonly expiresAt: Date
}

export interface OneTimeTokenRepository {
  create(token: {
    readonly purpose: OneTimeTokenPurpose
    readonly tokenHash: string
    readonly subject: string
    readonly payload: Readonly<Record<string, string>>
    readonly createdAt: Date
    readonly expiresAt: Date
  }): Promise<void>
  /** The token while it is unused and unexpired, without spending it. */
  findLive(
    purpose: OneTimeTokenPurpose,
    tokenHash: string,
    now: Date,
  ): Promise<OneTimeTokenRecord | undefined>
  /** Spends the token atomically: of two concurrent calls only one gets it. */
  consume(purpose: OneTimeTokenPurpose, tokenHash: string, now: Date): Promise<OneTimeTokenRecord | undefined>
  /** Spends every live token of the subject (a new link replaces the older ones). */
  retireForSubject(purpose: OneTimeTokenPurpose, subject: string, now: Date): Promise<void>
  /** The subject's newest live token of the purpose (a pending change), without spending it. */
  findLiveForSubject(
    purpose: OneTimeTokenPurpose,
    subject: string,
    now: Date,
  ): Promise<OneTimeTokenRecord | undefined>
}

export interface PhoneCodeRepository {
  /** Stores a new code and retires the live ones of the same phone and purpose. */
  replace(code: {
    readonly phone: string
    readonly purpose: PhoneCodePurpose
    readonly codeHash: string
    readonly createdAt: Date
    readonly expiresAt: Date
  }): Promise<void>
  /**
   * Spends the live code with this hash if it has had fewer than `maxAttempts` wrong tries;
   * atomic, so a code is accepted once at most.
   */
  consume(query: {
    readonly phone: string
    readonly purpose: PhoneCodePurpose
    readonly codeHash: string
    readonly now: Date
    readonly maxAttempts: number
  }): Promise<boolean>
  /** Counts a wrong try against the live code; at `maxAttempts` it is dead. */
  countWrongAttempt(query: {
    readonly phone: string
    readonly purpose: PhoneCodePurpose
    readonly now: Date
    readonly maxAttempts: number
  }): Promise<void>
}

/** A session that has not ended, with its user as they are now. */
export interface LiveSession {
  readonly user: UserRecord
  /** The session's absolute end. */
  readonly expiresAt: Date
}

export interface SessionRepository {
  create(session: {
    readonly id: string
    readonly userId: string
    readonly createdAt: Date
    readonly expiresAt: Date
  }): Promise<void>
  /**
   * The session while it has not ended, its absolute end has not passed and its user is active, with
   * that user: one indexed query, asked on every session read and token check.
   */
  findLive(sessionId: string, now: Date): Promise<LiveSession | undefined>
  /** Ends the session and revokes its refresh tokens (sign-out, a reused refresh token). */
  end(sessionId: string, now: Date): Promise<void>
  /** Ends every session of the user but `keep` (a new password), with their refresh tokens. */
  endAllOf(userId: string, now: Date, keep?: string): Promise<void>
}

/** A recorded refresh token, and the one its rotation issued (when it was rotated). */
export interface RefreshTokenRecord {
  readonly userId: string
  readonly sessionId: string
  readonly blacklistedAt: Date | null
  readonly successor:
    | {
        readonly jti: string
        readonly createdAt: Date
        readonly expiresAt: Date
        readonly blacklistedAt: Date | null
      }
    | undefined
}

export interface RefreshTokenRepository {
  record(token: {
    readonly jti: string
    readonly userId: string
    readonly sessionId: string
    readonly createdAt: Date
    readonly expiresAt: Date
  }): Promise<void>
  /**
   * Blacklists a live refresh token of a live session, naming its successor, and answers its user and
   * session, atomically: of two concurrent calls with the same token only one gets them; the other
   * (and any later one) gets undefined.
   */
  rotate(
    jti: string,
    successorJti: string,
    now: Date,
  ): Promise<{ readonly userId: string; readonly sessionId: string } | undefined>
  /** The token as recorded, with its successor; undefined when it was never issued (or purged). */
  find(jti: string): Promise<RefreshTokenRecord | undefined>
  /** Blacklists every live refresh token of the user (a new password). */
  revokeAll(userId: string, now: Date): Promise<void>
}

export interface AccountStore {
  readonly users: UserRepository
  readonly oneTimeTokens: OneTimeTokenRepository
  readonly phoneCodes: PhoneCodeRepository
  readonly refreshTokens: RefreshTokenRepository
  readonly sessions: SessionRepository
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (store: AccountStore) => Promise<T>): Promise<T>
}
