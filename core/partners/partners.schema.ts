/**
 * Partners and sponsors, and the services the community offers organisers and brands (spec §1, §2),
 * as pages show them: already in the page's language (a text not written in it falls back to the
 * other language, with that `lang`), logos as `/media/...` paths with their size.
 */
import { Schema } from 'effect'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { OptionalMultiLineText, OptionalText, RequiredText } from '#core/shared/validation/rules.ts'

/** Public items are addressed by a slug: lowercase `a-z0-9-`, at most 100 characters. */
export const SLUG_MAX = 100
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const Slug = Schema.String.check(Schema.isMaxLength(SLUG_MAX), Schema.isPattern(SLUG_PATTERN))

/** The tiers, in the order the page shows them. */
export const PARTNER_TIERS = ['general', 'partner', 'media'] as const
export type PartnerTier = (typeof PARTNER_TIERS)[number]

/** A text in the page's language, or the other's (`lang` then says which). */
export interface LocalizedText {
  readonly text: string
  readonly lang: Locale
}

export interface PartnerView {
  readonly id: string
  readonly name: string
  readonly tier: PartnerTier
  /** A sponsor's link is marked `sponsored` (paid), a partner's is not. */
  readonly sponsor: boolean
  readonly url: string
  readonly summary: LocalizedText | null
  readonly logo: { readonly src: string; readonly width: number; readonly height: number } | null
}

export interface PartnerGroup {
  readonly tier: PartnerTier
  readonly partners: ReadonlyArray<PartnerView>
}

export interface ServiceView {
  readonly id: string
  readonly title: LocalizedText
  readonly summary: LocalizedText | null
  /** What the service includes, one point a line. */
  readonly points: ReadonlyArray<string>
  readonly pointsLang: Locale
}

/** What the partners and services pages read on the server (`pageContext.community`). */
export interface CommunityPagesPort {
  /** The partners by tier (tiers without partners left out), each tier in its order. */
  partners(locale: Locale): Promise<ReadonlyArray<PartnerGroup>>
  /** The services, in their order. */
  services(locale: Locale): Promise<ReadonlyArray<ServiceView>>
}

const HttpsUrl = Schema.String.check(Schema.isMaxLength(500), Schema.isPattern(/^https?:\/\/[^\s<>"]+$/))

/** What the console writes for a partner (create or update). */
export const PartnerInput = Schema.Struct({
  id: Slug,
  name: RequiredText(100),
  tier: Schema.Literals(PARTNER_TIERS),
  sponsor: Schema.Boolean,
  url: HttpsUrl,
  summaryUk: OptionalText(300),
  summaryEn: OptionalText(300),
  position: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 })),
})
export type PartnerInput = typeof PartnerInput.Type

/** What the console writes for a service (create or update). */
export const ServiceInput = Schema.Struct({
  id: Slug,
  titleUk: OptionalText(120),
  titleEn: OptionalText(120),
  summaryUk: OptionalMultiLineText(1000),
  summaryEn: OptionalMultiLineText(1000),
  pointsUk: Schema.Array(RequiredText(200)).check(Schema.isMaxLength(12)),
  pointsEn: Schema.Array(RequiredText(200)).check(Schema.isMaxLength(12)),
  position: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 })),
})
export type ServiceInput = typeof ServiceInput.Type
