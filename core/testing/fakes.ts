/**
 * In-memory fakes of every port, for the model tests and the port contract suites (and for
 * storybook-like development pages). Each fake behaves like a small real backend, records its
 * calls in a `CallLog`, and can hand its answers to a `Gate` so a model test decides when and how
 * each call settles.
 */
import type {
  AuthRedirect,
  EmailRegisterForm,
  ForgotPasswordForm,
  NewPasswordForm,
  Session,
  TokenRefreshResponse,
} from '#core/auth/auth.schema.ts'
import type { PhoneNewPasswordForm, PhoneSignUpForm } from '#core/auth/phone-code/phone-code.schema.ts'
import {
  ApiError,
  IncorrectCode,
  NotFound,
  RateLimited,
  TokenRefreshFailed,
  Unauthorized,
} from '#core/errors.ts'
import type { AccountsApi } from '#core/ports/accounts-api.ts'
import type { AuthApi, AuthProvider, SignInRequest } from '#core/ports/auth-api.ts'
import type { Clipboard } from '#core/ports/clipboard.ts'
import type { Cancel, Clock } from '#core/ports/clock.ts'
import type { Ports } from '#core/ports/index.ts'
import type { NavigateOptions, Navigation } from '#core/ports/navigation.ts'
import type { Notification, Notifier } from '#core/ports/notifier.ts'
import type {
  PhoneCodeApi,
  PhoneCodePurpose,
  SendCodeResult,
  VerifyCodeResult,
} from '#core/ports/phone-code-api.ts'
import type { ProfileApi } from '#core/ports/profile.ts'
import type { KeyValueStorage, StorageOptions } from '#core/ports/storage.ts'
import type { TeamsApi } from '#core/ports/teams.ts'
import type { TournamentSummary, TournamentsApi } from '#core/ports/tournaments.ts'
import type { UploadFile, UploadOptions, UploadsApi } from '#core/ports/uploads.ts'
import type {
  PasswordChangeForm,
  PasswordSetForm,
  Profile,
  ProfileForm,
} from '#core/profile/profile.schema.ts'
import type { Team, TeamCreateForm } from '#core/team/team.schema.ts'
import type { FilterGroup } from '#core/tournaments/timeline.ts'
import { filterGroupAt, scheduleFromDto } from '#core/tournaments/timeline.ts'
import { IMAGE_MAX_BYTES, type StoredImage } from '#core/uploads/image.ts'

export interface Call {
  readonly port: string
  readonly method: string
  readonly args: ReadonlyArray<unknown>
}

/** Every call made to the fakes, in order. */
export class CallLog {
  readonly calls: Call[] = []

  record(port: string, method: string, args: ReadonlyArray<unknown>): void {
    this.calls.push({ port, method, args })
  }

  /** Calls as `port.method` strings, the shape most assertions want. */
  names(): string[] {
    return this.calls.map((call) => `${call.port}.${call.method}`)
  }

  last(): Call | undefined {
    return this.calls.at(-1)
  }

  clear(): void {
    this.calls.length = 0
  }
}

interface Pending {
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

/**
 * Holds the answers of async port calls until the test settles them. The most recent call of a
 * method is settled first: an earlier one still waiting was abandoned by the flow (its state was
 * left), exactly like a request whose answer nobody listens to any more.
 */
export class Gate {
  private readonly pending = new Map<string, Pending[]>()

  hold(key: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const queue = this.pending.get(key) ?? []
      queue.push({ resolve, reject })
      this.pending.set(key, queue)
    })
  }

  count(key: string): number {
    return this.pending.get(key)?.length ?? 0
  }

  private take(key: string): Pending {
    const next = this.pending.get(key)?.pop()
    if (!next) throw new Error(`No pending call of ${key}`)
    return next
  }

  resolve(key: string, value?: unknown): void {
    this.take(key).resolve(value)
  }

  reject(key: string, error: unknown): void {
    this.take(key).reject(error)
  }
}

export interface FakeOptions {
  readonly log?: CallLog
  /** When set, every async call waits for the gate instead of answering from memory. */
  readonly gate?: Gate
}

/** Shared plumbing: record the call, then answer from memory or wait for the gate. */
class FakeBase {
  readonly log: CallLog
  readonly gate: Gate | undefined
  readonly port: string

  constructor(port: string, options: FakeOptions) {
    this.port = port
    this.log = options.log ?? new CallLog()
    this.gate = options.gate
  }

  protected call<T>(method: string, args: ReadonlyArray<unknown>, answer: () => T | Promise<T>): Promise<T> {
    this.log.record(this.port, method, args)
    if (this.gate) return this.gate.hold(`${this.port}.${method}`) as Promise<T>
    return Promise.resolve().then(answer)
  }
}

// Auth -----------------------------------------------------------------------------------------

export class FakeAuthApi extends FakeBase implements AuthApi {
  session: Session | null = null
  /** Login (e-mail or phone) → password of the accounts the credentials provider knows. */
  readonly accounts = new Map<string, string>()
  readonly providers: AuthProvider[] = [
    { id: 'credentials', name: 'Credentials', type: 'credentials' },
    { id: 'discord', name: 'Discord', type: 'oauth' },
  ]
  private readonly refreshTokens = new Set<string>()
  private issued = 0

  constructor(options: FakeOptions = {}) {
    super('auth', options)
  }

  /** Adds an account of the credentials provider (`login` is the phone or the e-mail). */
  addAccount(login: string, password: string): void {
    this.accounts.set(login, password)
  }

  private openSession(name: string): Session {
    this.issued += 1
    const refresh = `refresh-${this.issued}`
    this.refreshTokens.add(refresh)
    return { user: { name }, access_token: `access-${this.issued}`, refresh_token: refresh, expires_at: 0 }
  }

  getSession(): Promise<Session | null> {
    return this.call('getSession', [], () => this.session)
  }

  signIn(request: SignInRequest): Promise<AuthRedirect> {
    return this.call('signIn', [request], () => {
      const provider = this.providers.find((p) => p.id === request.provider)
      if (!provider) return { url: `/login?error=OAuthSignin` }
      if (provider.type !== 'credentials') return { url: `https://auth.example/${provider.id}` }
      const login = request.credentials?.email ?? request.credentials?.phone ?? ''
      if (this.accounts.get(login) !== request.credentials?.password) {
        return { url: `/login?error=CredentialsSignin` }
      }
      this.session = this.openSession(login)
      return { url: request.callbackUrl }
    })
  }

  signOut(request: { readonly callbackUrl: string }): Promise<AuthRedirect> {
    return this.call('signOut', [request], () => {
      this.session = null
      return { url: request.callbackUrl }
    })
  }

  getProviders(): Promise<ReadonlyArray<AuthProvider>> {
    return this.call('getProviders', [], () => this.providers)
  }

  refreshToken(refresh: string): Promise<TokenRefreshResponse> {
    return this.call('refreshToken', [refresh], () => {
      // Rotation: a refresh token works once (SimpleJWT with a blacklist).
      if (!this.refreshTokens.delete(refresh)) {
        throw new TokenRefreshFailed({
          body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
        })
      }
      const next = this.openSession('refreshed')
      return { access: next.access_token ?? '', refresh: next.refresh_token }
    })
  }
}

// Phone code -----------------------------------------------------------------------------------

export interface Sms {
  readonly to: string
  readonly code: string
}

/** The API's answer to an unknown, used or expired link token or phone ticket. */
const invalidToken = () =>
  new ApiError({
    status: 400,
    body: { detail: 'The token is invalid or expired.', code: 'invalid_token' },
  })

export class FakePhoneCodeApi extends FakeBase implements PhoneCodeApi {
  /** Phones with an account, and their passwords. */
  readonly accounts = new Map<string, string>()
  readonly outbox: Sms[] = []
  /** Codes a phone may request before being rate-limited. */
  sendLimit = 3
  resendAfterSeconds = 60
  private readonly codes = new Map<string, string>()
  private readonly tickets = new Map<string, string>()
  private sequence = 0

  constructor(options: FakeOptions = {}) {
    super('phoneCode', options)
  }

  sendCode(request: { readonly phone: string; readonly purpose: PhoneCodePurpose }): Promise<SendCodeResult> {
    return this.call('sendCode', [request], () => {
      if (this.outbox.filter((sms) => sms.to === request.phone).length >= this.sendLimit) {
        throw new RateLimited({ retryAfterSeconds: 300 })
      }
      this.sequence += 1
      const code = String(100000 + ((this.sequence * 7919) % 900000))
      this.codes.set(request.phone, code)
      this.outbox.push({ to: request.phone, code })
      return { resendAfterSeconds: this.resendAfterSeconds }
    })
  }

  verifyCode(request: {
    readonly phone: string
    readonly code: string
    readonly purpose: PhoneCodePurpose
  }): Promise<VerifyCodeResult> {
    return this.call('verifyCode', [request], () => {
      const expected = this.codes.get(request.phone)
      if (expected === undefined || expected !== request.code) throw new IncorrectCode()
      this.codes.delete(request.phone)
      const ticket = `ticket-${request.phone}-${this.sequence}`
      this.tickets.set(ticket, request.phone)
      return { ticket, userExists: this.accounts.has(request.phone) }
    })
  }

  private spend(ticket: string): string {
    const phone = this.tickets.get(ticket)
    if (phone === undefined) throw invalidToken()
    this.tickets.delete(ticket)
    return phone
  }

  signUp(request: {
    readonly ticket: string
    readonly phone: string
    readonly form: PhoneSignUpForm
  }): Promise<void> {
    return this.call('signUp', [request], () => {
      const phone = this.spend(request.ticket)
      if (this.accounts.has(phone)) {
        throw new ApiError({ status: 409, body: { detail: 'Account exists', code: 'exists' } })
      }
      this.accounts.set(phone, request.form.password)
    })
  }

  resetPassword(request: { readonly ticket: string; readonly form: PhoneNewPasswordForm }): Promise<void> {
    return this.call('resetPassword', [request], () => {
      const phone = this.spend(request.ticket)
      if (!this.accounts.has(phone)) throw new NotFound()
      this.accounts.set(phone, request.form.password)
    })
  }

  /** The last code sent to a phone, as a person would read it from the SMS. */
  lastCode(phone: string): string | undefined {
    return this.outbox.filter((sms) => sms.to === phone).at(-1)?.code
  }
}

// Tournaments ----------------------------------------------------------------------------------

export class FakeTournamentsApi extends FakeBase implements TournamentsApi {
  readonly tournaments = new Map<string, TournamentSummary>()
  /** Ids of the signed-in user's tournaments. */
  readonly mine = new Set<string>()
  now: () => Date = () => new Date()

  constructor(options: FakeOptions = {}) {
    super('tournaments', options)
  }

  get(id: string): Promise<TournamentSummary> {
    return this.call('get', [id], () => {
      const found = this.tournaments.get(id)
      if (!found) throw new NotFound()
      return found
    })
  }

  listMine(group?: FilterGroup): Promise<ReadonlyArray<TournamentSummary>> {
    return this.call('listMine', [group], () =>
      [...this.tournaments.values()].filter(
        (t) =>
          this.mine.has(t.id) &&
          (group === undefined || filterGroupAt(scheduleFromDto(t), this.now()) === group),
      ),
    )
  }
}

// Teams ----------------------------------------------------------------------------------------

export class FakeTeamsApi extends FakeBase implements TeamsApi {
  readonly teams = new Map<string, Team>()
  readonly passwords = new Map<string, string>()
  /** `teamId/inviteId` of valid invitations. */
  readonly invitations = new Set<string>()
  /** Nicknames of existing users, who may be added to a team. */
  readonly users = new Set<string>()
  /** The nickname of the signed-in user. */
  me = 'me'
  private sequence = 0

  constructor(options: FakeOptions = {}) {
    super('teams', options)
  }

  private find(teamId: string): Team {
    const team = this.teams.get(teamId)
    if (!team) throw new NotFound()
    return team
  }

  private addMember(team: Team, nickname: string): Team {
    if (team.players.some((p) => p.nickname === nickname)) {
      throw new ApiError({ status: 409, body: { detail: 'Already in the team', code: 'already_member' } })
    }
    const players = [...team.players, { id: `player-${nickname}`, nickname, isCaptain: false }]
    const updated = { ...team, players, size: players.length }
    this.teams.set(team.id, updated)
    return updated
  }

  list(tournamentId: string): Promise<ReadonlyArray<Team>> {
    return this.call('list', [tournamentId], () =>
      [...this.teams.values()].filter((t) => t.tournamentId === tournamentId),
    )
  }

  get(teamId: string): Promise<Team> {
    return this.call('get', [teamId], () => this.find(teamId))
  }

  join(request: {
    readonly tournamentId: string
    readonly teamId: string
    readonly password: string
  }): Promise<Team> {
    return this.call('join', [request], () => {
      const team = this.find(request.teamId)
      if (this.passwords.get(team.id) !== request.password) {
        throw new ApiError({ status: 403, body: { detail: 'Wrong join password', code: 'wrong_password' } })
      }
      return this.addMember(team, this.me)
    })
  }

  create(request: { readonly tournamentId: string; readonly form: TeamCreateForm }): Promise<Team> {
    return this.call('create', [request], () => {
      this.sequence += 1
      const id = `team-${this.sequence}`
      const team: Team = {
        id,
        tournamentId: request.tournamentId,
        name: request.form.name,
        logoUrl: null,
        captain: { nickname: this.me, discord: request.form.captainDiscord },
        description: request.form.description,
        size: 1,
        players: [{ id: `player-${this.me}`, nickname: this.me, isCaptain: true }],
        confirmed: false,
        inviteUrl: `/join/${id}/invite-${this.sequence}`,
      }
      this.teams.set(id, team)
      this.passwords.set(id, request.form.joinPassword)
      this.invitations.add(`${id}/invite-${this.sequence}`)
      return team
    })
  }

  acceptInvitation(request: { readonly teamId: string; readonly inviteId: string }): Promise<Team> {
    return this.call('acceptInvitation', [request], () => {
      if (!this.invitations.has(`${request.teamId}/${request.inviteId}`)) throw new NotFound()
      return this.addMember(this.find(request.teamId), this.me)
    })
  }

  addPlayer(request: { readonly teamId: string; readonly nickname: string }): Promise<Team> {
    return this.call('addPlayer', [request], () => {
      const team = this.find(request.teamId)
      if (!this.users.has(request.nickname)) throw new NotFound()
      return this.addMember(team, request.nickname)
    })
  }

  removePlayer(request: { readonly teamId: string; readonly playerId: string }): Promise<Team> {
    return this.call('removePlayer', [request], () => {
      const team = this.find(request.teamId)
      if (!team.players.some((p) => p.id === request.playerId)) throw new NotFound()
      const players = team.players.filter((p) => p.id !== request.playerId)
      const updated = { ...team, players, size: players.length }
      this.teams.set(team.id, updated)
      return updated
    })
  }
}

// Profile --------------------------------------------------------------------------------------

export const emptyProfile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  playingDevice: '',
  inputDevice: '',
  discord: '',
  telegram: '',
  instagram: '',
  avatar: null,
  pendingEmail: null,
  pendingPhone: null,
  hasPassword: true,
}

/** A player's saved profile (Olena's), filled in as joining a tournament needs, without an avatar. */
export const filledProfile: Profile = {
  ...emptyProfile,
  username: 'olena_k',
  email: 'olena@example.com',
  firstName: 'Olena',
  lastName: 'Koval',
  phone: '+380671234567',
  playingDevice: 'PC',
  inputDevice: 'gamepad',
  discord: 'olena#1',
}

export class FakeProfileApi extends FakeBase implements ProfileApi {
  /** null: nobody is signed in. */
  profile: Profile | null = { ...emptyProfile }
  password = 'password-1'
  /** The code the fake "sends" to a pending number, and the token it "mails" to a pending address. */
  phoneCode = '123456'
  emailToken = 'email-change-token-0000000'

  constructor(options: FakeOptions = {}) {
    super('profile', options)
  }

  private current(): Profile {
    if (this.profile === null) throw new Unauthorized()
    return this.profile
  }

  private fieldError(field: string, code: string, detail: string): ApiError {
    return new ApiError({ status: 400, body: { [field]: [{ code, params: {}, message: detail }] } })
  }

  get(): Promise<Profile> {
    return this.call('get', [], () => this.current())
  }

  update(form: ProfileForm, currentPassword?: string): Promise<Profile> {
    return this.call('update', [form, currentPassword], () => {
      const current = this.current()
      // Like the server: an address or number in use can be changed, not removed.
      for (const field of ['email', 'phone'] as const)
        if (current[field] !== '' && form[field] === '')
          throw this.fieldError(field, 'required', 'This field is required')
      const emailChanged = form.email !== current.email
      const phoneChanged = form.phone !== current.phone
      if ((emailChanged || phoneChanged) && current.hasPassword && currentPassword !== this.password)
        throw this.fieldError('current_password', 'wrongPassword', 'Wrong password')
      this.profile = {
        ...current,
        ...form,
        email: current.email,
        phone: current.phone,
        pendingEmail: emailChanged ? form.email : current.pendingEmail,
        pendingPhone: phoneChanged ? form.phone : current.pendingPhone,
      }
      return this.profile
    })
  }

  changePassword(form: PasswordChangeForm | PasswordSetForm): Promise<void> {
    return this.call('changePassword', [form], () => {
      const current = this.current()
      const old = 'oldPassword' in form ? form.oldPassword : undefined
      if (current.hasPassword && old !== this.password)
        throw this.fieldError('old_password', 'wrongPassword', 'Wrong password')
      this.password = form.newPassword
      // Like the server: a change of e-mail or phone still waiting for its link or code is dropped.
      this.profile = { ...current, hasPassword: true, pendingEmail: null, pendingPhone: null }
    })
  }

  confirmEmail(token: string): Promise<{ readonly email: string }> {
    return this.call('confirmEmail', [token], () => {
      const pending = this.profile?.pendingEmail
      if (this.profile === null || !pending || token !== this.emailToken) throw invalidToken()
      this.profile = { ...this.profile, email: pending, pendingEmail: null }
      return { email: pending }
    })
  }

  confirmPhone(code: string): Promise<Profile> {
    return this.call('confirmPhone', [code], () => {
      const current = this.current()
      if (current.pendingPhone === null || code !== this.phoneCode)
        throw new ApiError({ status: 400, body: { detail: 'Incorrect code', code: 'incorrect_code' } })
      this.profile = { ...current, phone: current.pendingPhone, pendingPhone: null }
      return this.profile
    })
  }

  resendPhoneCode(): Promise<SendCodeResult> {
    return this.call('resendPhoneCode', [], () => {
      if (this.current().pendingPhone === null)
        throw new ApiError({
          status: 400,
          body: { detail: 'There is no new phone number to confirm', code: 'no_pending_phone' },
        })
      return { resendAfterSeconds: 60 }
    })
  }

  removeAvatar(): Promise<void> {
    return this.call('removeAvatar', [], () => {
      this.profile = { ...this.current(), avatar: null }
    })
  }
}

// Uploads --------------------------------------------------------------------------------------

export class FakeUploadsApi extends FakeBase implements UploadsApi {
  readonly stored = new Map<string, UploadFile>()

  constructor(options: FakeOptions = {}) {
    super('uploads', options)
  }

  /**
   * Like the server, the fake counts the bytes (413 past 10 MB) and decides the type by the first
   * ones, not by the name or the declared type.
   */
  private async store(
    prefix: string,
    file: UploadFile,
    options: UploadOptions | undefined,
  ): Promise<StoredImage> {
    if (file.content.size > IMAGE_MAX_BYTES)
      throw new ApiError({
        status: 413,
        body: {
          file: [{ code: 'imageTooLarge', params: { max: 10 }, message: 'The image must be at most 10 MB' }],
        },
      })
    const head = new Uint8Array(await file.content.slice(0, 8).arrayBuffer())
    const text = new TextDecoder().decode(head).trimStart()
    const isImage =
      (head[0] === 0x89 && text.includes('PNG')) ||
      (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
      text.startsWith('<svg') ||
      text.startsWith('<?xml')
    if (!isImage)
      throw new ApiError({
        status: 400,
        body: {
          file: [{ code: 'imageType', params: {}, message: 'Only SVG, PNG or JPG images are allowed' }],
        },
      })
    options?.onProgress?.({ loaded: file.size, total: file.size })
    const url = `/media/${prefix}/${this.stored.size + 1}.png`
    this.stored.set(url, file)
    return { url, variants: [] }
  }

  uploadAvatar(file: UploadFile, options?: UploadOptions): Promise<StoredImage> {
    // The options are recorded too: a test may report progress or check the abort signal itself.
    return this.call('uploadAvatar', options === undefined ? [file] : [file, options], () =>
      this.store('avatars', file, options),
    )
  }

  uploadTeamLogo(teamId: string, file: UploadFile, options?: UploadOptions): Promise<StoredImage> {
    return this.call('uploadTeamLogo', [teamId, file], () => this.store(`teams/${teamId}`, file, options))
  }
}

// Clock ----------------------------------------------------------------------------------------

interface Timer {
  readonly id: number
  at: number
  readonly every: number | null
  readonly callback: () => void
}

/** A manual clock: time moves only with `advance` or `set`, firing due timers in order. */
export class FakeClock implements Clock {
  private time: number
  private timers: Timer[] = []
  private nextId = 1

  constructor(start: Date | number = Date.UTC(2025, 0, 1)) {
    this.time = typeof start === 'number' ? start : start.getTime()
  }

  now(): Date {
    return new Date(this.time)
  }

  private schedule(callback: () => void, ms: number, every: number | null): Cancel {
    const timer: Timer = { id: this.nextId++, at: this.time + Math.max(0, ms), every, callback }
    this.timers.push(timer)
    return () => {
      this.timers = this.timers.filter((t) => t !== timer)
    }
  }

  setTimeout(callback: () => void, ms: number): Cancel {
    return this.schedule(callback, ms, null)
  }

  setInterval(callback: () => void, ms: number): Cancel {
    return this.schedule(callback, ms, Math.max(1, ms))
  }

  /** Timers still waiting. */
  pending(): number {
    return this.timers.length
  }

  advance(ms: number): void {
    this.set(this.time + ms)
  }

  set(to: Date | number): void {
    const target = typeof to === 'number' ? to : to.getTime()
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      this.time = Math.max(this.time, due.at)
      if (due.every === null) this.timers = this.timers.filter((t) => t !== due)
      else due.at += due.every
      due.callback()
    }
    this.time = Math.max(this.time, target)
  }
}

// Browser-side ports ---------------------------------------------------------------------------

export class FakeClipboard implements Clipboard {
  text: string | null = null
  /** Simulates a browser that refuses clipboard access. */
  denied = false
  readonly log: CallLog
  readonly gate: Gate | undefined

  constructor(options: FakeOptions = {}) {
    this.log = options.log ?? new CallLog()
    this.gate = options.gate
  }

  writeText(text: string): Promise<void> {
    this.log.record('clipboard', 'writeText', [text])
    if (this.gate) return this.gate.hold('clipboard.writeText') as Promise<void>
    if (this.denied) return Promise.reject(new Error('Clipboard access denied'))
    this.text = text
    return Promise.resolve()
  }
}

export class FakeStorage implements KeyValueStorage {
  readonly values = new Map<string, { value: string; options: StorageOptions | undefined }>()
  readonly log: CallLog

  constructor(options: FakeOptions = {}) {
    this.log = options.log ?? new CallLog()
  }

  get(key: string): string | undefined {
    return this.values.get(key)?.value
  }

  set(key: string, value: string, options?: StorageOptions): void {
    this.log.record('storage', 'set', [key, value])
    this.values.set(key, { value, options })
  }

  remove(key: string): void {
    this.log.record('storage', 'remove', [key])
    this.values.delete(key)
  }
}

export class FakeNotifier implements Notifier {
  readonly notifications: Notification[] = []
  readonly log: CallLog

  constructor(options: FakeOptions = {}) {
    this.log = options.log ?? new CallLog()
  }

  notify(notification: Notification): void {
    this.log.record('notifier', 'notify', [notification])
    this.notifications.push(notification)
  }

  /** `kind:key` strings, e.g. `success:linkCopied`. */
  keys(): string[] {
    return this.notifications.map((n) => `${n.kind}:${n.message.key}`)
  }
}

export class FakeNavigation implements Navigation {
  readonly history: string[] = []
  reloads = 0
  readonly log: CallLog

  constructor(options: FakeOptions = {}) {
    this.log = options.log ?? new CallLog()
  }

  navigate(url: string, options?: NavigateOptions): void {
    this.log.record('navigation', 'navigate', options === undefined ? [url] : [url, options])
    this.history.push(url)
  }

  reload(): void {
    this.log.record('navigation', 'reload', [])
    this.reloads += 1
  }
}

// E-mail accounts -------------------------------------------------------------------------------

/** E-mail registration and recovery: mails go to `outbox` as `{to, kind, token}`. */
export class FakeAccountsApi extends FakeBase implements AccountsApi {
  /** Confirmed accounts: e-mail → password. */
  readonly accounts = new Map<string, string>()
  readonly outbox: Array<{
    readonly to: string
    readonly kind: 'register' | 'exists' | 'reset'
    readonly token: string
  }> = []
  private readonly registrations = new Map<string, string>()
  private readonly resets = new Map<string, string>()
  private sequence = 0

  constructor(options: FakeOptions = {}) {
    super('accounts', options)
  }

  private token(): string {
    this.sequence += 1
    return `token-${String(this.sequence).padStart(20, '0')}`
  }

  register(form: EmailRegisterForm): Promise<void> {
    return this.call('register', [form], () => {
      const token = this.token()
      if (this.accounts.has(form.email)) {
        this.outbox.push({ to: form.email, kind: 'exists', token: '' })
        return
      }
      this.registrations.set(token, form.email)
      this.outbox.push({ to: form.email, kind: 'register', token })
    })
  }

  checkRegistration(token: string): Promise<{ readonly email: string }> {
    return this.call('checkRegistration', [token], () => {
      const email = this.registrations.get(token)
      if (email === undefined) throw invalidToken()
      return { email }
    })
  }

  confirmRegistration(token: string, form: NewPasswordForm): Promise<{ readonly email: string }> {
    return this.call('confirmRegistration', [token, form], () => {
      const email = this.registrations.get(token)
      if (email === undefined) throw invalidToken()
      this.registrations.delete(token)
      this.accounts.set(email, form.password)
      return { email }
    })
  }

  forgotPassword(form: ForgotPasswordForm): Promise<void> {
    return this.call('forgotPassword', [form], () => {
      if (!this.accounts.has(form.email)) return
      const token = this.token()
      this.resets.set(token, form.email)
      this.outbox.push({ to: form.email, kind: 'reset', token })
    })
  }

  checkPasswordReset(token: string): Promise<void> {
    return this.call('checkPasswordReset', [token], () => {
      if (!this.resets.has(token)) throw invalidToken()
    })
  }

  resetPassword(token: string, form: NewPasswordForm): Promise<void> {
    return this.call('resetPassword', [token, form], () => {
      const email = this.resets.get(token)
      if (email === undefined) throw invalidToken()
      this.resets.delete(token)
      this.accounts.set(email, form.password)
    })
  }
}

export interface FakePorts extends Ports {
  readonly auth: FakeAuthApi
  readonly phoneCode: FakePhoneCodeApi
  readonly accounts: FakeAccountsApi
  readonly tournaments: FakeTournamentsApi
  readonly teams: FakeTeamsApi
  readonly profile: FakeProfileApi
  readonly uploads: FakeUploadsApi
  readonly clock: FakeClock
  readonly clipboard: FakeClipboard
  readonly storage: FakeStorage
  readonly notifier: FakeNotifier
  readonly navigation: FakeNavigation
}

/** Every port as a fake sharing one call log (and one gate, when given). */
export const createFakePorts = (options: FakeOptions & { readonly now?: Date | number } = {}): FakePorts => {
  const log = options.log ?? new CallLog()
  const shared = options.gate ? { log, gate: options.gate } : { log }
  const clock = new FakeClock(options.now)
  const tournaments = new FakeTournamentsApi(shared)
  tournaments.now = () => clock.now()
  return {
    auth: new FakeAuthApi(shared),
    phoneCode: new FakePhoneCodeApi(shared),
    accounts: new FakeAccountsApi(shared),
    tournaments,
    teams: new FakeTeamsApi(shared),
    profile: new FakeProfileApi(shared),
    uploads: new FakeUploadsApi(shared),
    clock,
    clipboard: new FakeClipboard(shared),
    storage: new FakeStorage({ log }),
    notifier: new FakeNotifier({ log }),
    navigation: new FakeNavigation({ log }),
  }
}
