/**
 * Partners, sponsors and services (docs/community.md): the pages' reads, the console's use cases and
 * the seed, wired from what the composition root has.
 */
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { ObjectStorage } from '#server/uploads/index.ts'
import { createPartnerLogoStore } from './logos.ts'
import { createPartnersRepository } from './repository.ts'
import { seedPartners } from './seed.ts'
import { createPartnerUseCases } from './use-cases.ts'

export type { PartnerUseCases } from './use-cases.ts'

export const createPartners = (deps: {
  readonly db: AppDatabase
  readonly storage: ObjectStorage
  readonly now?: () => Date
}) => {
  const useCases = createPartnerUseCases({
    repository: createPartnersRepository(deps.db),
    now: deps.now ?? (() => new Date()),
    removeLogo: async (logo) => {
      await deps.storage.delete(logo.fallbackKey)
    },
  })
  return {
    useCases,
    /** Seeds an empty database (once). */
    seed: () => seedPartners(deps.db, createPartnerLogoStore(deps.storage)),
  }
}
