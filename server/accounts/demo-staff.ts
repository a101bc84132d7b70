/**
 * The embedded demo's staff (no `DATABASE_URL`, ADR 0059): an organiser and a moderator to sign in as,
 * with passwords generated once into `DATA_DIR/demo-staff.json` (readable by the owner only, like
 * `secrets.json`; never committed, never logged). The README says where to find them.
 *
 * While the file is there, an account it names that exists is left as it is (its person may have
 * changed its password); one that is missing is made again with the file's password. Without the
 * file (a first start, or deleted to start over), new passwords are generated and set.
 */
import { randomBytes } from 'node:crypto'
import { chmod, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Schema } from 'effect'
import type { StaffRole } from '#core/accounts/roles.ts'
import { Email, Password } from '#core/shared/validation/rules.ts'
import { type EnsuredStaffAccount, ensureStaffAccount, type StaffBootstrapDeps } from './staff-bootstrap.ts'

export const DEMO_STAFF_FILE = 'demo-staff.json'

/** Who the demo staff are; their passwords are the file's. */
export const DEMO_STAFF = {
  organiser: { email: 'demo-organiser@vatra.invalid', nickname: 'demo_organiser' },
  moderator: { email: 'demo-moderator@vatra.invalid', nickname: 'demo_moderator' },
} as const satisfies Record<StaffRole, { readonly email: string; readonly nickname: string }>

const Credentials = Schema.Struct({ email: Email, password: Password })
const DemoStaffFile = Schema.Struct({ organiser: Credentials, moderator: Credentials })
export type DemoStaffFile = typeof DemoStaffFile.Type
const decodeFile = Schema.decodeUnknownOption(Schema.fromJsonString(DemoStaffFile))

const ROLES = ['organiser', 'moderator'] as const satisfies ReadonlyArray<StaffRole>

/** 144 random bits, 24 characters of base64url. */
const newPassword = (): string => randomBytes(18).toString('base64url')

const readFileIfAny = async (file: string): Promise<DemoStaffFile | undefined> => {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const decoded = decodeFile(text)
  return decoded._tag === 'Some' ? decoded.value : undefined
}

export interface SeededDemoStaff {
  /** The file with the credentials. */
  readonly file: string
  /** Whether this call generated the passwords (a first start). */
  readonly generated: boolean
  readonly accounts: Readonly<Record<StaffRole, EnsuredStaffAccount['outcome'] | 'kept'>>
}

export const seedDemoStaff = async (deps: StaffBootstrapDeps, dataDir: string): Promise<SeededDemoStaff> => {
  const file = path.join(dataDir, DEMO_STAFF_FILE)
  const kept = await readFileIfAny(file)
  const credentials: DemoStaffFile = kept ?? {
    organiser: { email: DEMO_STAFF.organiser.email, password: newPassword() },
    moderator: { email: DEMO_STAFF.moderator.email, password: newPassword() },
  }
  if (!kept) {
    // Written before the accounts change: a start that fails halfway finds the same passwords again.
    await rm(file, { force: true })
    await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
    await chmod(file, 0o600)
  }
  const accounts: Record<StaffRole, EnsuredStaffAccount['outcome'] | 'kept'> = {
    organiser: 'kept',
    moderator: 'kept',
  }
  for (const role of ROLES) {
    const { email, password } = credentials[role]
    if (kept && (await deps.store.users.findByEmail(email))) continue
    const ensured = await ensureStaffAccount(deps, {
      email,
      password,
      role,
      via: 'seed',
      nickname: DEMO_STAFF[role].nickname,
    })
    accounts[role] = ensured.outcome
  }
  return { file, generated: !kept, accounts }
}
