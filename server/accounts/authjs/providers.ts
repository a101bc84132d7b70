/**
 * The sign-in providers: credentials (e-mail or phone with a password) and the social providers
 * Discord, Google and Twitch, each present only when its client id and secret are configured.
 */
import { CredentialsSignin } from '@auth/core/errors'
import type { Provider } from '@auth/core/providers'
import Credentials from '@auth/core/providers/credentials'
import Discord from '@auth/core/providers/discord'
import Google from '@auth/core/providers/google'
import Twitch from '@auth/core/providers/twitch'
import type { Account, Profile, User } from '@auth/core/types'
import { Option, Schema } from 'effect'
import type { SignInProvider } from '#core/accounts/auth.port.ts'
import { PhoneNumber } from '#core/accounts/phone-code.schema.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { Email, PASSWORD_MAX, RequiredSecret } from '#core/shared/validation/rules.ts'
import type { ProviderProfile } from '#server/accounts/ports.ts'
import { OAUTH_PROVIDERS, type OAuthClient, type OAuthProviderId } from '#server/platform/config.ts'

export const CREDENTIALS_PROVIDER_ID = 'credentials'

/** Endpoints that replace a provider's real ones, so a local OAuth/OIDC server can stand in (tests). */
export interface ProviderEndpoints {
  /** OIDC providers (Google, Twitch): the issuer, whose discovery document names the rest. */
  readonly issuer?: string
  readonly authorization?: string
  readonly token?: string
  readonly userinfo?: string
}

export interface ProviderSummary {
  readonly id: string
  readonly name: string
  readonly type: 'credentials' | 'oauth' | 'oidc'
}

/** Credentials the sign-in form posts: exactly one of e-mail and phone, and the password. */
const PasswordCredentials = Schema.Struct({
  email: Schema.optional(Email),
  phone: Schema.optional(PhoneNumber),
  password: RequiredSecret(PASSWORD_MAX),
})

export interface PasswordAttempt {
  readonly email?: string | undefined
  readonly phone?: string | undefined
  readonly password: string
}

/** Decodes the posted credentials; empty fields count as absent. Undefined when they do not decode. */
export const decodeCredentials = (
  credentials: Readonly<Record<string, unknown>>,
): PasswordAttempt | undefined => {
  const filled = Object.fromEntries(
    ['email', 'phone', 'password'].flatMap((field) => {
      const value = credentials[field]
      return value === undefined || value === '' ? [] : [[field, value]]
    }),
  )
  const decoded = Option.getOrUndefined(Schema.decodeUnknownOption(PasswordCredentials)(filled))
  if (!decoded || (decoded.email === undefined) === (decoded.phone === undefined)) return undefined
  return decoded
}

/** Too many attempts for this account or address: the sign-in URL says `code=throttled`. */
export class ThrottledSignIn extends CredentialsSignin {
  override code = 'throttled'
}

export const credentialsProvider = (
  authorize: (credentials: Readonly<Record<string, unknown>>) => Promise<User | null>,
): Provider =>
  Credentials({
    id: CREDENTIALS_PROVIDER_ID,
    name: 'Credentials',
    credentials: {
      email: { type: 'email' },
      phone: { type: 'tel' },
      password: { type: 'password' },
    },
    authorize,
  })

const endpointOptions = (endpoints: ProviderEndpoints | undefined) => ({
  ...(endpoints?.issuer ? { issuer: endpoints.issuer } : {}),
  ...(endpoints?.authorization ? { authorization: { url: endpoints.authorization } } : {}),
  ...(endpoints?.token ? { token: { url: endpoints.token } } : {}),
  ...(endpoints?.userinfo ? { userinfo: { url: endpoints.userinfo } } : {}),
})

type ProviderOptions = {
  readonly clientId: string
  readonly clientSecret: string
  readonly checks: Array<'pkce' | 'state' | 'nonce'>
} & ReturnType<typeof endpointOptions>

const OAUTH_FACTORIES: Record<
  OAuthProviderId,
  {
    readonly name: string
    readonly type: 'oauth' | 'oidc'
    readonly make: (options: ProviderOptions) => Provider
  }
> = {
  discord: { name: 'Discord', type: 'oauth', make: (options) => Discord(options) },
  google: { name: 'Google', type: 'oidc', make: (options) => Google(options) },
  twitch: { name: 'Twitch', type: 'oidc', make: (options) => Twitch(options) },
}

/**
 * The configured social providers (Auth.js id and name for people), in the order their buttons are
 * shown: pages render them from this, the login page's buttons included, with no request of theirs.
 */
export const oauthSignInProviders = (
  oauth: Partial<Record<OAuthProviderId, OAuthClient>>,
): SignInProvider[] =>
  OAUTH_PROVIDERS.filter((id) => oauth[id] !== undefined).map((id) => ({
    id,
    name: OAUTH_FACTORIES[id].name,
  }))

/** The configured social providers, in a fixed order. */
export const oauthProviders = (
  oauth: Partial<Record<OAuthProviderId, OAuthClient>>,
  endpoints: Partial<Record<OAuthProviderId, ProviderEndpoints>> = {},
): { readonly providers: Provider[]; readonly summaries: ProviderSummary[] } => {
  const providers: Provider[] = []
  const summaries: ProviderSummary[] = []
  for (const id of OAUTH_PROVIDERS) {
    const client = oauth[id]
    if (!client) continue
    const factory = OAUTH_FACTORIES[id]
    providers.push(
      factory.make({
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        // PKCE alone binds the code to this browser; state too, for providers that ignore PKCE, and
        // nonce binds an ID token to its request (OIDC).
        checks: factory.type === 'oidc' ? ['pkce', 'state', 'nonce'] : ['pkce', 'state'],
        ...endpointOptions(endpoints[id]),
      }),
    )
    summaries.push({ id, name: factory.name, type: factory.type })
  }
  return { providers, summaries }
}

// Google and Twitch vouch with the OIDC `email_verified` claim, Discord with `verified`.
const Vouching = Schema.Struct({
  email_verified: Schema.optional(Schema.Union([Schema.Boolean, Schema.String])),
  verified: Schema.optional(Schema.Boolean),
})

const vouchesForEmail = (profile: Profile | undefined): boolean => {
  const claims = Option.getOrUndefined(Schema.decodeUnknownOption(Vouching)(profile ?? {}))
  return claims?.email_verified === true || claims?.email_verified === 'true' || claims?.verified === true
}

/** What the accounts need to know of a social sign-in; `user` is Auth.js's normalised profile. */
export const providerProfile = (
  user: User,
  account: Account,
  profile: Profile | undefined,
  locale: Locale,
): ProviderProfile => ({
  provider: account.provider,
  providerAccountId: account.providerAccountId,
  email: user.email ?? null,
  emailVerified: Boolean(user.email) && vouchesForEmail(profile),
  name: user.name ?? null,
  image: user.image ?? null,
  locale,
})
