/**
 * The profile's "Link Discord" (ADR 0076): the provider's round trip ends on the profile with what
 * came of it in the query (`/profile?discord=linked#discord`), which the profile's Discord section says.
 * Nothing secret: only the outcome.
 */
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'

/** The providers an account can link on its profile. */
export const LINKABLE_PROVIDER = 'discord'

export const PROVIDER_LINK_RESULTS = ['linked', 'taken'] as const
export type ProviderLinkResult = (typeof PROVIDER_LINK_RESULTS)[number]

/** Where the round trip ends: the profile's Discord section, in the reader's language. */
export const providerLinkResultPath = (result: ProviderLinkResult, locale: Locale): string =>
  `${localizePath('/profile', locale)}?${LINKABLE_PROVIDER}=${result}#${LINKABLE_PROVIDER}`

/** The outcome a profile address carries, or undefined for none (or anything else). */
export const providerLinkResultOf = (
  search: Readonly<Record<string, string | undefined>>,
): ProviderLinkResult | undefined =>
  PROVIDER_LINK_RESULTS.find((result) => result === search[LINKABLE_PROVIDER])

/** The hidden field of the section's forms that says which was sent (the profile's forms share it). */
export const DISCORD_INTENTS = {
  /** "Link Discord": the browser is sent on the provider's round trip. */
  link: 'discord.link',
  /** "Unlink Discord". */
  unlink: 'discord.unlink',
} as const
export type DiscordIntent = (typeof DISCORD_INTENTS)[keyof typeof DISCORD_INTENTS]

/** What the profile shows of the account's Discord link. */
export interface ProviderLinkView {
  /** ISO instant of the link, or null without one. */
  readonly linkedAt: string | null
  /** Whether unlinking leaves the account a way to sign in (a password, or another provider). */
  readonly canUnlink: boolean
}

/** What the section's unlink form came to, rendered into the page the server answers it with. */
export type DiscordLinkPosted =
  | { readonly outcome: 'unlinked' }
  | { readonly outcome: 'refused'; readonly reason: 'last_sign_in' | 'not_linked' | 'expired' }
