/**
 * The partners, sponsors and services of a fresh database: written once, while both tables are empty
 * (a transaction-scoped advisory lock makes two processes seeding at once leave one copy). The logos
 * are drawn and stored first (`logos.ts`); real-looking Ukrainian content in both languages.
 */
import { count, sql } from 'drizzle-orm'
import type { PartnerTier } from '#core/partners/partners.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { PartnerLogoStore } from './logos.ts'
import { partners, services } from './tables.ts'

interface SeedPartner {
  readonly id: string
  readonly name: string
  readonly tier: PartnerTier
  readonly sponsor: boolean
  readonly url: string
  readonly hue: number
  readonly uk: string
  readonly en: string
}

export const SEED_PARTNERS: ReadonlyArray<SeedPartner> = [
  {
    id: 'siaivo-telecom',
    name: 'Siaivo Telecom',
    tier: 'general',
    sponsor: true,
    url: 'https://siaivo-telecom.example.com',
    hue: 210,
    uk: 'Генеральний партнер сезону: стабільний зв’язок для трансляцій і призовий фонд кубків.',
    en: 'General partner of the season: stable connectivity for broadcasts and the cups’ prize pools.',
  },
  {
    id: 'forpost-hardware',
    name: 'Forpost Hardware',
    tier: 'partner',
    sponsor: true,
    url: 'https://forpost-hardware.example.com',
    hue: 12,
    uk: 'Ігрові периферія та ноутбуки: призи для MVP кожного фіналу.',
    en: 'Gaming peripherals and laptops: prizes for the MVP of every final.',
  },
  {
    id: 'kolo-arena',
    name: 'Kolo Arena',
    tier: 'partner',
    sponsor: false,
    url: 'https://kolo-arena.example.com',
    hue: 140,
    uk: 'Кіберарена на Подолі, де ми проводимо LAN-фінали та зустрічі спільноти.',
    en: 'An esports arena in Podil where we host LAN finals and community meetups.',
  },
  {
    id: 'chornomor-delivery',
    name: 'Chornomor Delivery',
    tier: 'partner',
    sponsor: true,
    url: 'https://chornomor-delivery.example.com',
    hue: 48,
    uk: 'Доставка їжі, що годує гравців і продакшн у дні турнірів.',
    en: 'The food delivery that feeds players and the production crew on tournament days.',
  },
  {
    id: 'kiberpoliana',
    name: 'Kiberpoliana',
    tier: 'media',
    sponsor: false,
    url: 'https://kiberpoliana.example.com',
    hue: 280,
    uk: 'Медіа про український кіберспорт: анонси, інтерв’ю та огляди наших турнірів.',
    en: 'Ukrainian esports media: announcements, interviews and reviews of our tournaments.',
  },
  {
    id: 'game-pulse-ua',
    name: 'Game Pulse UA',
    tier: 'media',
    sponsor: false,
    url: 'https://gamepulse.example.com',
    hue: 330,
    uk: 'Ігровий подкаст і Telegram-канал, що розповідає про кожен сезон Vatra.',
    en: 'A gaming podcast and Telegram channel that covers every Vatra season.',
  },
]

interface SeedService {
  readonly id: string
  readonly uk: { readonly title: string; readonly summary: string; readonly points: ReadonlyArray<string> }
  readonly en: { readonly title: string; readonly summary: string; readonly points: ReadonlyArray<string> }
}

export const SEED_SERVICES: ReadonlyArray<SeedService> = [
  {
    id: 'tournament-production',
    uk: {
      title: 'Організація турнірів',
      summary: 'Проводимо онлайн- і LAN-турніри під ключ: від регламенту до нагородження переможців.',
      points: ['Регламент, сітки та розклад', 'Реєстрація команд і модерація', 'Адміни та суддівство матчів'],
    },
    en: {
      title: 'Tournament production',
      summary: 'We run online and LAN tournaments end to end: from the rulebook to the trophy ceremony.',
      points: [
        'Rulebook, brackets and schedule',
        'Team registration and moderation',
        'Admins and match refereeing',
      ],
    },
  },
  {
    id: 'streaming',
    uk: {
      title: 'Трансляції та продакшн',
      summary: 'Ефіри з коментаторами, графікою й повторами на Twitch і YouTube українською.',
      points: ['Коментатори та аналітики', 'Графіка й оверлеї під бренд', 'Нарізки найкращих моментів'],
    },
    en: {
      title: 'Streaming and production',
      summary: 'Broadcasts with casters, graphics and replays on Twitch and YouTube in Ukrainian.',
      points: ['Casters and analysts', 'Branded graphics and overlays', 'Highlight clips'],
    },
  },
  {
    id: 'advertising',
    uk: {
      title: 'Реклама та інтеграції',
      summary: 'Нативні інтеграції брендів у турніри, трансляції та соцмережі спільноти.',
      points: [
        'Брендовані турніри й номінації',
        'Інтеграції в ефір і стріми',
        'Звіт з охопленням після кампанії',
      ],
    },
    en: {
      title: 'Advertising and integrations',
      summary: 'Native brand integrations in the community’s tournaments, broadcasts and social media.',
      points: [
        'Branded tournaments and awards',
        'On-air and stream integrations',
        'A reach report after the campaign',
      ],
    },
  },
  {
    id: 'community-events',
    uk: {
      title: 'Події для спільнот',
      summary: 'Корпоративні кібертурніри, шкільні ліги та зустрічі гравців офлайн.',
      points: [
        'Корпоративні турніри для команд',
        'Шкільні та студентські ліги',
        'Офлайн-зустрічі й фан-зони',
      ],
    },
    en: {
      title: 'Community events',
      summary: 'Corporate esports tournaments, school leagues and offline player meetups.',
      points: [
        'Corporate tournaments for teams',
        'School and student leagues',
        'Offline meetups and fan zones',
      ],
    },
  },
]

/** Writes the seed when both tables are empty; answers whether it did. */
export const seedPartners = async (db: AppDatabase, storeLogo: PartnerLogoStore): Promise<boolean> => {
  const [existing] = await db.select({ n: count() }).from(partners)
  if ((existing?.n ?? 0) > 0) return false
  // Drawn before the transaction: storage is not part of it (an unused file at worst).
  const logos = await Promise.all(SEED_PARTNERS.map((partner) => storeLogo(partner.name, partner.hue)))
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:partners'))`)
    const [partnersNow] = await tx.select({ n: count() }).from(partners)
    const [servicesNow] = await tx.select({ n: count() }).from(services)
    if ((partnersNow?.n ?? 0) > 0 || (servicesNow?.n ?? 0) > 0) return false
    await tx.insert(partners).values(
      SEED_PARTNERS.map((partner, index) => ({
        id: partner.id,
        name: partner.name,
        tier: partner.tier,
        sponsor: partner.sponsor,
        url: partner.url,
        summaryUk: partner.uk,
        summaryEn: partner.en,
        logo: logos[index] ?? null,
        position: index,
      })),
    )
    await tx.insert(services).values(
      SEED_SERVICES.map((service, index) => ({
        id: service.id,
        titleUk: service.uk.title,
        titleEn: service.en.title,
        summaryUk: service.uk.summary,
        summaryEn: service.en.summary,
        pointsUk: service.uk.points,
        pointsEn: service.en.points,
        position: index,
      })),
    )
    return true
  })
}
