/**
 * `npm run admin -- grant <email|phone|nickname> <role>` and `npm run admin -- revoke <…>` (ADR 0059):
 * an operator's way to make or unmake staff on any database — `DATABASE_URL`, or the embedded one in
 * `DATA_DIR` (while no server holds it: PGlite is one process's). The change is the organisers' own
 * use case, made by the system (`via: 'cli'` in the audit log), so the CLI may also demote an
 * organiser: the operator is above the console.
 *
 * `runAdmin` is the command on an open database (tests call it); `adminMain` opens the database the
 * environment names, migrates it, runs the command and closes it (`scripts/admin.ts`).
 */
import { Schema } from 'effect'
import { PhoneNumber } from '#core/accounts/phone-code.schema.ts'
import { USER_ROLES } from '#core/accounts/roles.ts'
import { Email, NICKNAME_MAX } from '#core/shared/validation/rules.ts'
import { createAuditLog } from '#server/audit/index.ts'
import { loadConfig } from '#server/platform/config.ts'
import { type AppDatabase, DatabaseLockedError, openDatabase } from '#server/platform/db/client.ts'
import { migrate } from '#server/platform/db/migrate.ts'
import { createStaffAccounts } from './staff.ts'
import { createDrizzleAccountStore } from './store.drizzle.ts'
import type { AccountStore, UserRecord } from './store.ts'

export const ADMIN_USAGE = [
  'usage: npm run admin -- grant <email|phone|nickname> <player|moderator|organiser>',
  '       npm run admin -- revoke <email|phone|nickname>   (back to player)',
].join('\n')

/**
 * Exit codes: done (or nothing to change), no such account, a command that does not decode, the
 * embedded database held by a running server.
 */
export const ADMIN_EXIT = { done: 0, notFound: 1, usage: 2, locked: 3 } as const

/** Who: an e-mail address, a phone number, or a nickname; longer than any of them is refused. */
const Who = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(254))
const AdminCommand = Schema.Union([
  Schema.Tuple([Schema.Literal('grant'), Who, Schema.Literals(USER_ROLES)]),
  Schema.Tuple([Schema.Literal('revoke'), Who]),
])
const decodeCommand = Schema.decodeUnknownOption(AdminCommand)
const decodeEmail = Schema.decodeUnknownOption(Email)
const decodePhone = Schema.decodeUnknownOption(PhoneNumber)

/**
 * The account `who` names: an address (it has `@`), else a number (a Ukrainian one, typed any usual
 * way) of an account, else a nickname, letter case aside.
 */
export const findAccount = async (store: AccountStore, who: string): Promise<UserRecord | undefined> => {
  const typed = who.trim()
  if (typed.includes('@')) {
    const email = decodeEmail(typed)
    return email._tag === 'Some' ? store.users.findByEmail(email.value) : undefined
  }
  const phone = decodePhone(typed)
  const byPhone = phone._tag === 'Some' ? await store.users.findByPhone(phone.value) : undefined
  if (byPhone) return byPhone
  return [...typed].length <= NICKNAME_MAX ? store.users.findByUsername(typed) : undefined
}

export interface AdminIo {
  readonly db: AppDatabase
  readonly now?: () => Date
  /** Where the outcome is told (stdout), and the errors (stderr). */
  readonly out: (line: string) => void
  readonly err: (line: string) => void
}

/** Runs one command on an open, migrated database; answers the exit code. */
export const runAdmin = async (args: ReadonlyArray<string>, io: AdminIo): Promise<number> => {
  const command = decodeCommand(args)
  if (command._tag === 'None') {
    io.err(ADMIN_USAGE)
    return ADMIN_EXIT.usage
  }
  const [verb, who] = command.value
  const role = command.value[0] === 'grant' ? command.value[2] : 'player'
  const store = createDrizzleAccountStore(io.db)
  const user = await findAccount(store, who)
  if (!user) {
    io.err(`No account has the e-mail address, phone number or nickname "${who}".`)
    return ADMIN_EXIT.notFound
  }
  const staff = createStaffAccounts({
    store,
    audit: createAuditLog(io.db),
    now: io.now ?? (() => new Date()),
  })
  const outcome = await staff.setRole({ actor: { via: 'cli' }, userId: user.id, role })
  if (!outcome.ok) {
    io.err(`No account has the e-mail address, phone number or nickname "${who}".`)
    return ADMIN_EXIT.notFound
  }
  const name = `${outcome.value.username} (${outcome.value.id})`
  io.out(
    user.role === role
      ? `${name} is ${role} already: nothing changed.`
      : `${name}: ${user.role} → ${role}${verb === 'revoke' ? ' (revoked)' : ''}.`,
  )
  if (outcome.value.disabled) io.out('The account is disabled: an organiser can enable it again.')
  return ADMIN_EXIT.done
}

/**
 * The whole command as `npm run admin` runs it: the database of the environment (as the server's
 * config reads it), migrated first, closed after.
 */
export const adminMain = async (
  args: ReadonlyArray<string>,
  env: Record<string, string | undefined>,
  io: Pick<AdminIo, 'out' | 'err'>,
): Promise<number> => {
  if (decodeCommand(args)._tag === 'None') {
    io.err(ADMIN_USAGE)
    return ADMIN_EXIT.usage
  }
  const config = loadConfig(env)
  let database: Awaited<ReturnType<typeof openDatabase>>
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error
    io.err(
      `${error.message}\nThe embedded database serves one process: stop the server, then run the command again.`,
    )
    return ADMIN_EXIT.locked
  }
  try {
    await migrate(database)
    return await runAdmin(args, { db: database.db, ...io })
  } finally {
    await database.close()
  }
}
