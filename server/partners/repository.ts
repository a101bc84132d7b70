/**
 * Partners and services in the database: the pages' reads (one query each) and the console's writes.
 */
import { asc, eq } from 'drizzle-orm'
import type { PartnerInput, ServiceInput } from '#core/partners/partners.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'
import { type PartnerRow, partners, type ServiceRow, services } from './tables.ts'

export interface PartnersRepository {
  /** Every partner, by tier then position then name. */
  listPartners(): Promise<ReadonlyArray<PartnerRow>>
  listServices(): Promise<ReadonlyArray<ServiceRow>>
  /** Creates the partner; false when its id is taken. */
  insertPartner(input: PartnerInput, logo: StoredImageRecord | null, at: Date): Promise<boolean>
  /** Updates the partner (its logo too when given); false when there is none of that id. */
  updatePartner(input: PartnerInput, logo: StoredImageRecord | null | undefined, at: Date): Promise<boolean>
  /** Deletes the partner and answers its logo (for the caller to remove), or undefined when unknown. */
  deletePartner(id: string): Promise<{ readonly logo: StoredImageRecord | null } | undefined>
  insertService(input: ServiceInput, at: Date): Promise<boolean>
  updateService(input: ServiceInput, at: Date): Promise<boolean>
  deleteService(id: string): Promise<boolean>
}

const partnerValues = (input: PartnerInput) => ({
  name: input.name,
  tier: input.tier,
  sponsor: input.sponsor,
  url: input.url,
  summaryUk: input.summaryUk || null,
  summaryEn: input.summaryEn || null,
  position: input.position,
})

const serviceValues = (input: ServiceInput) => ({
  titleUk: input.titleUk || null,
  titleEn: input.titleEn || null,
  summaryUk: input.summaryUk || null,
  summaryEn: input.summaryEn || null,
  pointsUk: input.pointsUk,
  pointsEn: input.pointsEn,
  position: input.position,
})

export const createPartnersRepository = (db: AppDatabase): PartnersRepository => ({
  listPartners: () => db.select().from(partners).orderBy(asc(partners.position), asc(partners.name)),
  listServices: () => db.select().from(services).orderBy(asc(services.position), asc(services.id)),
  insertPartner: async (input, logo, at) => {
    const rows = await db
      .insert(partners)
      .values({ id: input.id, ...partnerValues(input), logo, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: partners.id })
    return rows.length > 0
  },
  updatePartner: async (input, logo, at) => {
    const rows = await db
      .update(partners)
      .set({ ...partnerValues(input), ...(logo === undefined ? {} : { logo }), updatedAt: at })
      .where(eq(partners.id, input.id))
      .returning({ id: partners.id })
    return rows.length > 0
  },
  deletePartner: async (id) => {
    const [row] = await db.delete(partners).where(eq(partners.id, id)).returning({ logo: partners.logo })
    return row ? { logo: row.logo } : undefined
  },
  insertService: async (input, at) => {
    const rows = await db
      .insert(services)
      .values({ id: input.id, ...serviceValues(input), createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: services.id })
    return rows.length > 0
  },
  updateService: async (input, at) => {
    const rows = await db
      .update(services)
      .set({ ...serviceValues(input), updatedAt: at })
      .where(eq(services.id, input.id))
      .returning({ id: services.id })
    return rows.length > 0
  },
  deleteService: async (id) => {
    const rows = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id })
    return rows.length > 0
  },
})
