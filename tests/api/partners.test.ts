/**
 * Partners, sponsors and services on both backends: the seed (once, logos drawn into the storage),
 * the pages' reads in each language with their fallbacks and their query count, and the console's
 * use cases (create, update, delete) with their refusals. Expectations are written by hand.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDiskStorage } from '#server/integrations/storage/storage-disk.ts'
import { createPartnerLogoStore } from '#server/partners/logos.ts'
import { createPartnersRepository } from '#server/partners/repository.ts'
import { seedPartners } from '#server/partners/seed.ts'
import { createPartnerUseCases } from '#server/partners/use-cases.ts'
import type { ObjectStorage } from '#server/uploads/index.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { withQueryLog } from './support/query-log.ts'

const NOW = new Date('2026-03-01T10:00:00.000Z')

describe.each(backends)('partners and services on $name', (backend) => {
  let database: TestDatabase
  let root: string
  let storage: ObjectStorage
  let seeded: boolean
  let seededAgain: boolean

  beforeAll(async () => {
    database = await backend.open()
    root = await mkdtemp(path.join(tmpdir(), 'vatra-partners-'))
    storage = createDiskStorage(root)
    seeded = await seedPartners(database.database.db, createPartnerLogoStore(storage))
    seededAgain = await seedPartners(database.database.db, createPartnerLogoStore(storage))
  })
  afterAll(async () => {
    storage.close()
    await database.dispose()
    await rm(root, { recursive: true, force: true })
  })
  const useCases = (db = database.database.db) =>
    createPartnerUseCases({ repository: createPartnersRepository(db), now: () => NOW })

  it('seeds once, with a stored SVG logo per partner', async () => {
    expect([seeded, seededAgain]).toEqual([true, false])
    const groups = await useCases().partners('uk')
    const logos = groups.flatMap((group) => group.partners.map((partner) => partner.logo))
    expect(logos).toHaveLength(6)
    for (const logo of logos) {
      expect(logo?.src).toMatch(/^\/media\/partner-logos\/[^/]+\.svg$/)
      expect([logo?.width, logo?.height]).toEqual([200, 80])
      const stored = await storage.get(logo?.src.slice('/media/'.length) ?? '')
      if (!stored) throw new Error(`no logo at ${logo?.src}`)
      expect(stored.contentType).toBe('image/svg+xml')
      expect(await new Response(stored.body).text()).toMatch(/^<svg[^>]*>.*<\/svg>$/s)
    }
  })

  it('reads the partners by tier in one query, in the page’s language', async () => {
    const log = withQueryLog(database.database)
    const groups = await useCases(log.db).partners('en')
    expect(log.queries).toHaveLength(1)
    expect(groups.map((group) => [group.tier, group.partners.map((partner) => partner.name)])).toEqual([
      ['general', ['Siaivo Telecom']],
      ['partner', ['Forpost Hardware', 'Kolo Arena', 'Chornomor Delivery']],
      ['media', ['Kiberpoliana', 'Game Pulse UA']],
    ])
    const [general] = groups
    expect(general?.partners[0]).toMatchObject({
      id: 'siaivo-telecom',
      sponsor: true,
      url: 'https://siaivo-telecom.example.com',
      summary: {
        text: 'General partner of the season: stable connectivity for broadcasts and the cups’ prize pools.',
        lang: 'en',
      },
    })
    const uk = await useCases().partners('uk')
    expect(uk[1]?.partners[1]).toMatchObject({
      name: 'Kolo Arena',
      sponsor: false,
      summary: {
        text: 'Кіберарена на Подолі, де ми проводимо LAN-фінали та зустрічі спільноти.',
        lang: 'uk',
      },
    })
  })

  it('reads the services in one query, in order, each in the page’s language', async () => {
    const log = withQueryLog(database.database)
    const services = await useCases(log.db).services('uk')
    expect(log.queries).toHaveLength(1)
    expect(services.map((service) => service.title.text)).toEqual([
      'Організація турнірів',
      'Трансляції та продакшн',
      'Реклама та інтеграції',
      'Події для спільнот',
    ])
    expect(services[1]).toMatchObject({
      id: 'streaming',
      summary: {
        text: 'Ефіри з коментаторами, графікою й повторами на Twitch і YouTube українською.',
        lang: 'uk',
      },
      points: ['Коментатори та аналітики', 'Графіка й оверлеї під бренд', 'Нарізки найкращих моментів'],
      pointsLang: 'uk',
    })
    const en = await useCases().services('en')
    expect(en[0]?.title).toEqual({ text: 'Tournament production', lang: 'en' })
  })

  it('creates, updates and deletes a partner for the console, falling back to the written language', async () => {
    const partners = useCases()
    const input = {
      id: 'lviv-cyber-club',
      name: 'Lviv Cyber Club',
      tier: 'media',
      sponsor: false,
      url: 'https://lvivcyber.example.com',
      summaryUk: '',
      summaryEn: 'A Lviv esports club and streaming studio.',
      position: 9,
    }
    expect(await partners.createPartner(input)).toEqual({ ok: true })
    expect(await partners.createPartner(input)).toEqual({ ok: false, reason: 'taken' })
    const media = (await partners.partners('uk')).find((group) => group.tier === 'media')
    expect(media?.partners.at(-1)).toMatchObject({
      id: 'lviv-cyber-club',
      logo: null,
      summary: { text: 'A Lviv esports club and streaming studio.', lang: 'en' },
    })
    expect(await partners.updatePartner({ ...input, tier: 'partner', sponsor: true })).toEqual({ ok: true })
    const moved = (await partners.partners('uk')).find((group) => group.tier === 'partner')
    expect(moved?.partners.at(-1)).toMatchObject({ id: 'lviv-cyber-club', sponsor: true })
    expect(await partners.updatePartner({ ...input, id: 'nobody' })).toEqual({
      ok: false,
      reason: 'not_found',
    })
    expect(await partners.deletePartner('lviv-cyber-club')).toEqual({ ok: true })
    expect(await partners.deletePartner('lviv-cyber-club')).toEqual({ ok: false, reason: 'not_found' })
  })

  it('refuses a partner whose slug, tier or link is not one', async () => {
    const outcome = await useCases().createPartner({
      id: 'Bad Slug!',
      name: 'X',
      tier: 'platinum',
      sponsor: false,
      url: 'javascript:alert(1)',
      summaryUk: '',
      summaryEn: '',
      position: 0,
    })
    expect(outcome.ok).toBe(false)
    expect(
      outcome.ok === false && outcome.reason === 'invalid' ? Object.keys(outcome.errors).sort() : [],
    ).toEqual(['id', 'tier', 'url'])
  })

  it('creates, updates and deletes a service for the console', async () => {
    const services = useCases()
    const input = {
      id: 'esports-school',
      titleUk: 'Кіберспортивна школа',
      titleEn: '',
      summaryUk: 'Тренування для юних гравців із тренерами спільноти.',
      summaryEn: '',
      pointsUk: ['Групові тренування', 'Розбір ігор'],
      pointsEn: [],
      position: 10,
    }
    expect(await services.createService(input)).toEqual({ ok: true })
    expect(await services.createService(input)).toEqual({ ok: false, reason: 'taken' })
    const school = (await services.services('en')).at(-1)
    // Not written in English: the Ukrainian text, marked as such.
    expect(school).toMatchObject({
      id: 'esports-school',
      title: { text: 'Кіберспортивна школа', lang: 'uk' },
      points: ['Групові тренування', 'Розбір ігор'],
      pointsLang: 'uk',
    })
    expect(await services.updateService({ ...input, titleEn: 'Esports school' })).toEqual({ ok: true })
    expect((await services.services('en')).at(-1)?.title).toEqual({ text: 'Esports school', lang: 'en' })
    expect(await services.deleteService('esports-school')).toEqual({ ok: true })
    expect(await services.deleteService('esports-school')).toEqual({ ok: false, reason: 'not_found' })
  })
})
