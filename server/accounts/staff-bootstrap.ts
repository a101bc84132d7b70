/**
 * Staff accounts the system makes (ADR 0059): the first organiser from `ADMIN_EMAIL` and
 * `ADMIN_PASSWORD` at every start, and the embedded demo's organiser and moderator. Both go through
 * `ensureStaffAccount`: the account with that e-mail address is created, or brought to the role and
 * password asked for, and each change is an audit entry of the system (`via`). Idempotent: a start
 * with the same settings changes nothing and writes nothing (one scrypt check of the password).
 */
import type { StaffRole } from '#core/accounts/roles.ts'
import type { AuditVia } from '#core/audit/audit.api.ts'
import type { AuditLog } from '#server/audit/index.ts'
import { passwordOwnerOf, weakPasswordReason } from './password-policy.ts'
import type { PasswordHasher } from './passwords.ts'
import type { AccountStore, UserRecord } from './store.ts'
import { insertWithFreeUsername, usernameBase, withDigits } from './usernames.ts'

export interface StaffBootstrapDeps {
  readonly store: AccountStore
  readonly audit: AuditLog
  readonly hasher: Pick<PasswordHasher, 'hash' | 'verify'>
  readonly now: () => Date
}

export interface StaffAccountRequest {
  /** Decoded with core's `Email` (trimmed). */
  readonly email: string
  /** Decoded with core's `Password`; never logged or recorded. */
  readonly password: string
  readonly role: StaffRole
  readonly via: Exclude<AuditVia, 'discord'>
  /** The nickname a new account gets (digits are added while it is taken); by default the address's. */
  readonly nickname?: string
}

export type StaffAccountOutcome = 'created' | 'updated' | 'unchanged'

export interface EnsuredStaffAccount {
  readonly outcome: StaffAccountOutcome
  readonly user: Pick<UserRecord, 'id' | 'username' | 'disabled'>
}

/** An ADMIN_PASSWORD the password policy refuses: the start stops rather than keep it. */
export class WeakStaffPassword extends Error {
  override name = 'WeakStaffPassword'
}

/**
 * Creates the account of `email` with `role` and `password`, or gives the existing one that role and
 * password (the password only when it differs: a new one ends the account's sessions, like a reset).
 * A disabled account stays disabled: enabling it is an organiser's decision, not the start's.
 */
export const ensureStaffAccount = async (
  { store, audit, hasher, now }: StaffBootstrapDeps,
  request: StaffAccountRequest,
): Promise<EnsuredStaffAccount> => {
  const { email, password, role, via } = request
  const known = await store.users.findByEmail(email)
  // Hashed outside the transaction (hundreds of milliseconds); the same password is not hashed again.
  const same = known?.passwordHash ? await hasher.verify(password, known.passwordHash) : false
  const passwordHash = same ? undefined : await hasher.hash(password)
  return store.transaction(async (tx) => {
    const at = now()
    const found = await tx.users.findByEmail(email)
    const existing = found && (await tx.users.lockById(found.id))
    const entry = (user: UserRecord) => ({
      at,
      actor: { via },
      subject: { type: 'user' as const, id: user.id },
    })
    if (!existing) {
      const base = usernameBase(request.nickname ?? email.split('@')[0])
      const created = await insertWithFreeUsername(
        tx,
        (attempt) => (attempt === 0 ? base : withDigits(base, 4)),
        { email, emailVerifiedAt: at, passwordHash: passwordHash ?? null, locale: 'uk' },
      )
      // The address was taken between the two reads: a second start running beside this one.
      if (!created) throw new Error(`Another process created the account of ${email} meanwhile`)
      await tx.users.setRole(created.id, role)
      await audit.record({
        ...entry(created),
        kind: 'account.created',
        before: null,
        after: { email, username: created.username, role },
      })
      return { outcome: 'created', user: created }
    }
    let changed = false
    if (existing.role !== role) {
      await tx.users.setRole(existing.id, role)
      await audit.record({
        ...entry(existing),
        kind: 'role.granted',
        before: { role: existing.role },
        after: { role },
      })
      changed = true
    }
    if (passwordHash !== undefined) {
      await tx.users.setPassword(existing.id, passwordHash, at)
      await tx.sessions.endAllOf(existing.id, at)
      await audit.record({ ...entry(existing), kind: 'account.password_set', before: null, after: null })
      changed = true
    }
    return { outcome: changed ? 'updated' : 'unchanged', user: existing }
  })
}

/**
 * `ADMIN_EMAIL` + `ADMIN_PASSWORD` (config `admin`): the first organiser, made or brought up to date at
 * every start. A password the policy refuses for anyone (a common one, or the address itself) stops
 * the start with a message that names the variable, never its value.
 */
export const bootstrapOrganiser = async (
  deps: StaffBootstrapDeps,
  admin: { readonly email: string; readonly password: string },
): Promise<EnsuredStaffAccount> => {
  const weak = weakPasswordReason(
    admin.password,
    passwordOwnerOf({ username: '', email: admin.email, phone: null }),
  )
  if (weak) {
    throw new WeakStaffPassword(
      weak === 'passwordCommon'
        ? 'ADMIN_PASSWORD is one of the most common passwords: choose another'
        : 'ADMIN_PASSWORD may not be ADMIN_EMAIL: choose another',
    )
  }
  return ensureStaffAccount(deps, { ...admin, role: 'organiser', via: 'env' })
}
