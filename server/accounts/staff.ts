/**
 * What organisers do to accounts (issue 24, ADR 0059): grant and withdraw a role, disable an account
 * and enable it again. The admin CLI makes the same changes as the system (`via: 'cli'`). Each change
 * runs in one transaction with its audit entry, under the row locks of the actor and the account, so
 * two organisers acting at once take turns and each decides on what the other left:
 *
 * - the actor must still be an organiser when the change runs (`staffAccess`, the guard's rule);
 * - an organiser cannot take away their own organiser role, nor disable their own account;
 * - disabling ends every session and refresh token of the account at once;
 * - a change that changes nothing (the role it already has) is answered as done and writes no entry.
 */
import { isOrganiser, staffAccess, type UserRole } from '#core/accounts/roles.ts'
import type { AuditVia } from '#core/audit/audit.api.ts'
import type { AuditActor, AuditLog } from '#server/audit/index.ts'
import type { AccountStore, UserRecord } from './store.ts'

/** Who acts: a signed-in person (the API, the console), or the system by one of its ways. */
export type StaffActor =
  | { readonly user: Pick<UserRecord, 'id'> }
  | { readonly via: Exclude<AuditVia, 'discord'> }

/** An account as the organisers' endpoints answer it. */
export interface StaffUserView {
  readonly id: string
  readonly username: string
  readonly role: UserRole
  readonly disabled: boolean
}

export type StaffRefusalReason =
  /** No such account, or an actor who is no longer staff (answered as for an unknown path). */
  | 'not_found'
  /** An actor who is a moderator, no longer an organiser. */
  | 'not_organiser'
  | 'own_role'
  | 'own_account'

export type StaffOutcome =
  | { readonly ok: true; readonly value: StaffUserView }
  | { readonly ok: false; readonly reason: StaffRefusalReason }

export interface StaffAccounts {
  setRole(request: {
    readonly actor: StaffActor
    readonly userId: string
    readonly role: UserRole
  }): Promise<StaffOutcome>
  setDisabled(request: {
    readonly actor: StaffActor
    readonly userId: string
    readonly disabled: boolean
  }): Promise<StaffOutcome>
}

export interface StaffDeps {
  readonly store: AccountStore
  readonly audit: AuditLog
  readonly now: () => Date
}

const refuse = (reason: StaffRefusalReason): StaffOutcome => ({ ok: false, reason })
const done = (user: UserRecord, changes: Partial<StaffUserView> = {}): StaffOutcome => ({
  ok: true,
  value: { id: user.id, username: user.username, role: user.role, disabled: user.disabled, ...changes },
})

const auditActorOf = (actor: StaffActor): AuditActor =>
  'via' in actor ? { via: actor.via } : { userId: actor.user.id }

/**
 * Locks the actor's row and the account's (in one order, so two organisers acting on each other
 * cannot deadlock) and runs `change` once the actor proves still an active organiser.
 */
const asOrganiser = async (
  tx: AccountStore,
  actor: StaffActor,
  userId: string,
  change: (target: UserRecord, actorId: string | undefined) => Promise<StaffOutcome>,
): Promise<StaffOutcome> => {
  const actorId = 'user' in actor ? actor.user.id : undefined
  const locked = new Map<string, UserRecord>()
  for (const id of [...new Set([userId, actorId ?? userId])].sort()) {
    const user = await tx.users.lockById(id)
    if (user) locked.set(id, user)
  }
  if (actorId !== undefined) {
    const current = locked.get(actorId)
    const access = current && !current.disabled ? staffAccess(current.role, 'organiser') : 'hidden'
    if (access === 'hidden') return refuse('not_found')
    if (access === 'forbidden') return refuse('not_organiser')
  }
  const target = locked.get(userId)
  return target ? change(target, actorId) : refuse('not_found')
}

export const createStaffAccounts = ({ store, audit, now }: StaffDeps): StaffAccounts => ({
  setRole: ({ actor, userId, role }) =>
    store.transaction((tx) =>
      asOrganiser(tx, actor, userId, async (target, actorId) => {
        if (target.id === actorId && !isOrganiser(role)) return refuse('own_role')
        if (target.role === role) return done(target)
        await tx.users.setRole(target.id, role)
        await audit.record({
          at: now(),
          actor: auditActorOf(actor),
          kind: role === 'player' ? 'role.revoked' : 'role.granted',
          subject: { type: 'user', id: target.id },
          before: { role: target.role },
          after: { role },
        })
        return done(target, { role })
      }),
    ),

  setDisabled: ({ actor, userId, disabled }) =>
    store.transaction((tx) =>
      asOrganiser(tx, actor, userId, async (target, actorId) => {
        if (target.id === actorId && disabled) return refuse('own_account')
        if (target.disabled === disabled) return done(target)
        const at = now()
        await tx.users.setDisabled(target.id, disabled)
        // Its sessions and refresh tokens end with it; enabling it again revives none of them.
        if (disabled) await tx.sessions.endAllOf(target.id, at)
        await audit.record({
          at,
          actor: auditActorOf(actor),
          kind: disabled ? 'account.disabled' : 'account.enabled',
          subject: { type: 'user', id: target.id },
          before: { disabled: target.disabled },
          after: { disabled },
        })
        return done(target, { disabled })
      }),
    ),
})
