/**
 * Partners and services: the pages' reads in the page's language (`CommunityPagesPort`), and the
 * writes the organiser console will call (create, update, delete), each decoding its input with
 * core's schema first. No HTTP route calls the writes yet.
 */
import type { Schema } from 'effect'
import {
  type CommunityPagesPort,
  type LocalizedText,
  PARTNER_TIERS,
  type PartnerGroup,
  PartnerInput,
  ServiceInput,
  type ServiceView,
} from '#core/partners/partners.schema.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { decodeForm, type FieldErrors } from '#core/shared/validation/decode-form.ts'
import { pickLocalized } from '#core/tournaments/localized.ts'
import { type StoredImageRecord, storedImageUrl } from '#server/uploads/index.ts'
import { LOGO_HEIGHT, LOGO_WIDTH } from './logos.ts'
import type { PartnersRepository } from './repository.ts'
import type { PartnerRow, ServiceRow } from './tables.ts'

export type ContentOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'invalid'; readonly errors: FieldErrors }
  | { readonly ok: false; readonly reason: 'taken' | 'not_found' }

export interface PartnerUseCases extends CommunityPagesPort {
  createPartner(input: unknown, logo?: StoredImageRecord | null): Promise<ContentOutcome>
  /** `logo` undefined keeps the partner's logo. */
  updatePartner(input: unknown, logo?: StoredImageRecord | null): Promise<ContentOutcome>
  /** Deletes the partner; its stored logo goes to `removeLogo`. */
  deletePartner(id: string): Promise<ContentOutcome>
  createService(input: unknown): Promise<ContentOutcome>
  updateService(input: unknown): Promise<ContentOutcome>
  deleteService(id: string): Promise<ContentOutcome>
}

const text = (uk: string | null, en: string | null, locale: Locale): LocalizedText | null => {
  const picked = pickLocalized({ uk, en }, locale)
  return picked ? { text: picked.value, lang: picked.lang } : null
}

const partnerView = (row: PartnerRow, locale: Locale) => ({
  id: row.id,
  name: row.name,
  tier: row.tier,
  sponsor: row.sponsor,
  url: row.url,
  summary: text(row.summaryUk, row.summaryEn, locale),
  logo: row.logo ? { src: storedImageUrl(row.logo), width: LOGO_WIDTH, height: LOGO_HEIGHT } : null,
})

const serviceView = (row: ServiceRow, locale: Locale): ServiceView | null => {
  const title = text(row.titleUk, row.titleEn, locale)
  if (!title) return null
  const points = pickLocalized({ uk: row.pointsUk, en: row.pointsEn }, locale)
  return {
    id: row.id,
    title,
    summary: text(row.summaryUk, row.summaryEn, locale),
    points: points?.value ?? [],
    pointsLang: points?.lang ?? locale,
  }
}

const OK: ContentOutcome = { ok: true }

const decoded = <S extends Schema.Decoder<unknown>>(schema: S, input: unknown) => decodeForm(schema, input)

export const createPartnerUseCases = (deps: {
  readonly repository: PartnersRepository
  readonly now: () => Date
  /** Removes a stored image of a deleted partner (the uploads pipeline's removal). */
  readonly removeLogo?: (logo: StoredImageRecord) => Promise<void>
}): PartnerUseCases => {
  const { repository, now } = deps
  return {
    async partners(locale) {
      const rows = await repository.listPartners()
      const groups: PartnerGroup[] = []
      for (const tier of PARTNER_TIERS) {
        const inTier = rows.filter((row) => row.tier === tier).map((row) => partnerView(row, locale))
        if (inTier.length > 0) groups.push({ tier, partners: inTier })
      }
      return groups
    },
    async services(locale) {
      const rows = await repository.listServices()
      return rows.flatMap((row) => serviceView(row, locale) ?? [])
    },
    async createPartner(input, logo = null) {
      const result = decoded(PartnerInput, input)
      if (!result.ok) return { ok: false, reason: 'invalid', errors: result.errors }
      return (await repository.insertPartner(result.value, logo, now())) ? OK : { ok: false, reason: 'taken' }
    },
    async updatePartner(input, logo) {
      const result = decoded(PartnerInput, input)
      if (!result.ok) return { ok: false, reason: 'invalid', errors: result.errors }
      return (await repository.updatePartner(result.value, logo, now()))
        ? OK
        : { ok: false, reason: 'not_found' }
    },
    async deletePartner(id) {
      const removed = await repository.deletePartner(id)
      if (!removed) return { ok: false, reason: 'not_found' }
      if (removed.logo && deps.removeLogo) await deps.removeLogo(removed.logo)
      return OK
    },
    async createService(input) {
      const result = decoded(ServiceInput, input)
      if (!result.ok) return { ok: false, reason: 'invalid', errors: result.errors }
      return (await repository.insertService(result.value, now())) ? OK : { ok: false, reason: 'taken' }
    },
    async updateService(input) {
      const result = decoded(ServiceInput, input)
      if (!result.ok) return { ok: false, reason: 'invalid', errors: result.errors }
      return (await repository.updateService(result.value, now())) ? OK : { ok: false, reason: 'not_found' }
    },
    async deleteService(id) {
      return (await repository.deleteService(id)) ? OK : { ok: false, reason: 'not_found' }
    },
  }
}
