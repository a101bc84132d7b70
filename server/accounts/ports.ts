/**
 * The seams between the server's accounts use-cases and their neighbours (issues 4 and 5):
 * - `AccountMailer`, `ProfileMailer` and `SmsSender` are the outgoing ports the use-cases call
 *   (implemented in `server/integrations/mail` and `server/integrations/sms`: SMTP or the file outbox, an SMS gateway or the
 *   JSON-lines outbox); `AvatarUploads` is the image pipeline of `server/uploads`;
 * - `AccountGateway` is what Auth.js (`server/accounts/authjs`) asks of the accounts: check a password, find or
 *   create the user of a social sign-in, and refresh the backend tokens a session carries.
 */
import type { Context } from 'hono'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { StoredImage } from '#core/shared/uploads/image.ts'
import type { AvatarRecord } from './store.ts'

// --- outgoing: mail and SMS ------------------------------------------------------------------

export interface AccountMailer {
  /** The link that confirms an e-mail registration (`/register/confirm/{token}`), valid 24 h. */
  sendRegistrationLink(mail: {
    readonly to: string
    readonly locale: Locale
    readonly nickname: string
    readonly url: string
  }): Promise<void>
  /** Someone tried to register an address that already has an account: sign in or reset instead. */
  sendAlreadyRegistered(mail: {
    readonly to: string
    readonly locale: Locale
    readonly loginUrl: string
    readonly resetUrl: string
  }): Promise<void>
  /** The password reset link (`/forgot-password/{token}`), valid 1 h. */
  sendPasswordReset(mail: {
    readonly to: string
    readonly locale: Locale
    readonly url: string
  }): Promise<void>
}

/** The profile's mails (issue 5): a changed address's link, and notices of changes to the account. */
export interface ProfileMailer {
  /** The link that confirms a changed address (`/confirm-email/{token}`), sent to the new one, valid 24 h. */
  sendEmailChangeLink(mail: {
    readonly to: string
    readonly locale: Locale
    readonly nickname: string
    readonly url: string
  }): Promise<void>
  /**
   * A change of how the account signs in (ASVS V6.3.7): a new e-mail address was asked for (sent to
   * the old one), the phone number or the password changed. `resetUrl` is the way back for someone
   * who did not make the change.
   */
  sendAccountChanged(mail: {
    readonly to: string
    readonly locale: Locale
    readonly nickname: string
    readonly change: AccountChange
    readonly resetUrl: string
  }): Promise<void>
}

export const ACCOUNT_CHANGES = ['emailChangeRequested', 'phoneChanged', 'passwordChanged'] as const
export type AccountChange = (typeof ACCOUNT_CHANGES)[number]

export interface SmsSender {
  /** `to` in E.164. Rejects when the provider refuses the message. */
  send(message: { readonly to: string; readonly text: string }): Promise<void>
}

// --- incoming: Auth.js -----------------------------------------------------------------------

/** The backend's API tokens (SimpleJWT semantics). */
export interface IssuedTokens {
  readonly access: string
  readonly refresh: string
  /** When the access token expires, in seconds since the epoch (the session's `expires_at`). */
  readonly accessExpiresAt: number
  /** The session they were issued to (ADR 0018). */
  readonly sessionId: string
}

/** What a session shows of its user (spec §3 session `user`). */
export interface AccountUser {
  readonly id: string
  /** The nickname. */
  readonly name: string
  readonly email: string | null
  /** The avatar's URL, or null. */
  readonly image: string | null
}

export type SignInOutcome =
  | { readonly ok: true; readonly user: AccountUser; readonly tokens: IssuedTokens }
  | { readonly ok: false; readonly reason: 'invalid' | 'throttled' | 'disabled' }

export interface ProviderProfile {
  readonly provider: string
  readonly providerAccountId: string
  readonly email: string | null
  /** Whether the provider vouches for the address (Google's `email_verified`, Discord's `verified`). */
  readonly emailVerified: boolean
  readonly name: string | null
  readonly image: string | null
  readonly locale: Locale
}

export interface AccountGateway {
  /** E-mail or phone (E.164) with a password; counted against the sign-in rate limits. */
  signInWithPassword(attempt: {
    readonly email?: string | undefined
    readonly phone?: string | undefined
    readonly password: string
    /** The client's address, for the per-IP limit. */
    readonly ip: string
  }): Promise<SignInOutcome>
  /** Finds the user linked to the provider account, or creates one. */
  signInWithProvider(profile: ProviderProfile): Promise<SignInOutcome>
  /**
   * The session while it lives (not ended, before its absolute end, its user active), with its user as
   * they are now; undefined once it has ended. One query: Auth.js asks on every session read.
   */
  session(sessionId: string): Promise<LiveAccountSession | undefined>
  /** Ends the session at once, with every token issued in it (sign-out). */
  endSession(sessionId: string): Promise<void>
  /**
   * Rotates the session's refresh token; rejects with `TokenNotValid` (or `NoActiveAccount`) when it
   * cannot. A read of the same cookie racing another gets the pair the other got; a token rotated
   * earlier ends the session.
   */
  refresh(refreshToken: string, sessionId: string): Promise<IssuedTokens>
  /**
   * Tokens the browser obtained for the session itself (its own refresh, a password change), when
   * the server verifies them: signature, type, expiry, the session and its user, a live refresh token.
   */
  verifyTokens(
    tokens: { readonly access: string; readonly refresh: string },
    sessionId: string,
  ): Promise<IssuedTokens | undefined>
}

export interface LiveAccountSession {
  readonly user: AccountUser
  /** The session's absolute end. */
  readonly expiresAt: Date
}

// --- outgoing: the image pipeline -------------------------------------------------------------

/** What the profile asks of the uploads pipeline (`server/uploads`) for avatars. */
export interface AvatarUploads {
  /**
   * Reads the multipart request's image while it streams in, checks, re-encodes and stores it; or
   * answers the refusal (400 `{file: [...]}`, 413, 415) to send as it is.
   */
  accept(
    c: Context,
    options: { readonly prefix: 'avatars'; readonly widths: ReadonlyArray<number> },
  ): Promise<
    { readonly ok: true; readonly image: AvatarRecord } | { readonly ok: false; readonly response: Response }
  >
  /** Deletes every stored file of the image. */
  remove(image: AvatarRecord): Promise<void>
  /** The image as the API shows it (URLs under `/media/`). */
  toPayload(image: AvatarRecord): StoredImage
}

/** The refresh token is unknown, forged, expired, of the wrong type or already used. */
export class TokenNotValid extends Error {
  override name = 'TokenNotValid'
  readonly code = 'token_not_valid'
}

/** The token is fine but its user is disabled or gone. */
export class NoActiveAccount extends Error {
  override name = 'NoActiveAccount'
  readonly code = 'no_active_account'
}
