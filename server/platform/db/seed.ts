/**
 * Demo data for a fresh database (`npm start` on an empty database, `npm run seed`). Idempotent:
 * each table is filled only while it is empty. Later issues add their data here.
 */
import { count } from 'drizzle-orm'
import type { Database } from './client.ts'
import { type NewTournamentRow, tournaments } from './schema.ts'

export interface SeedResult {
  /** Rows inserted per table; all zero when the data was already there. */
  readonly inserted: { readonly tournaments: number }
}

export const seedDemoData = async (database: Database, now: Date = new Date()): Promise<SeedResult> => {
  const inserted = await database.db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(tournaments)
    if ((existing?.n ?? 0) > 0) return 0
    // onConflictDoNothing: two processes seeding the same PostgreSQL at once leave one copy.
    const rows = await tx
      .insert(tournaments)
      .values(demoTournaments(now))
      .onConflictDoNothing({ target: tournaments.slug })
      .returning({ id: tournaments.id })
    return rows.length
  })
  return { inserted: { tournaments: inserted } }
}

/**
 * A day `offset` days from `now` (UTC calendar), at `hour`:00 UTC. Whole-day offsets keep each
 * tournament in its intended phase whatever the hour of `now`.
 */
const day = (now: Date, offset: number, hour: number): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset, hour))

const usd = (dollars: number): number => dollars * 100

const prizes = (...dollars: number[]): { place: number; amountCents: number }[] =>
  dollars.map((amount, index) => ({ place: index + 1, amountCents: usd(amount) }))

const COMMON_RULES = [
  'Teams register before registration closes; only teams confirmed by moderators on Discord may play.',
  'Every player needs a complete profile; the team needs an uploaded logo.',
  'Check-in opens 30 minutes before the first match; a team missing check-in forfeits it.',
  'Cheats, scripts, macros, account sharing and ghosting mean disqualification of the team.',
  'Disputes go to the referees on Discord with screenshots or a demo within 15 minutes of a match.',
  'Prizes are paid within 24 hours after the tournament ends.',
].join('\n')

/** Phases relative to `now`: two upcoming, one open, one closed, one in progress, two finished. */
export const demoTournaments = (now: Date): NewTournamentRow[] => [
  {
    slug: 'cs2-kyiv-cup',
    name: 'CS2 Kyiv Cup',
    game: 'Counter-Strike 2',
    status: 'published',
    format: '5v5',
    descriptionEn:
      'Double-elimination Counter-Strike 2 cup for teams from all over Ukraine. Best-of-one in the ' +
      'group stage, best-of-three in the playoff, best-of-five grand final on stream.',
    entry: 'paid',
    entryFeeCents: usd(10),
    prizeFundCents: usd(2000),
    slots: 16,
    // Registration open now.
    registrationStart: day(now, -3, 9),
    registrationEnd: day(now, 4, 20),
    gamesStart: day(now, 6, 15),
    gamesEnd: day(now, 8, 21),
    rulesEn: `Map pool: Active Duty. MR12, overtime MR3.\n${COMMON_RULES}`,
    prizes: prizes(1000, 600, 400),
  },
  {
    slug: 'dota-2-dnipro-league',
    name: 'Dota 2 Dnipro League',
    game: 'Dota 2',
    status: 'published',
    format: '5v5',
    descriptionEn:
      'Free-entry Dota 2 league: a Swiss stage followed by a single-elimination playoff. ' +
      'Captains mode in every match.',
    entry: 'free',
    prizeFundCents: usd(1500),
    slots: 16,
    // Registration closed, games start soon.
    registrationStart: day(now, -10, 9),
    registrationEnd: day(now, -1, 20),
    gamesStart: day(now, 2, 15),
    gamesEnd: day(now, 5, 21),
    rulesEn: `Captains mode, latest patch. Pauses: 10 minutes per team per game.\n${COMMON_RULES}`,
    prizes: prizes(800, 450, 250),
  },
  {
    slug: 'valorant-lviv-clash',
    name: 'Valorant Lviv Clash',
    game: 'Valorant',
    status: 'published',
    format: '5v5',
    descriptionEn:
      'Weekend Valorant clash with upper and lower brackets. Every playoff match is best-of-three.',
    entry: 'free',
    prizeFundCents: usd(1000),
    slots: 8,
    // Games in progress.
    registrationStart: day(now, -14, 9),
    registrationEnd: day(now, -4, 20),
    gamesStart: day(now, -1, 15),
    gamesEnd: day(now, 2, 21),
    rulesEn: `Tournament mode, competitive map pool, tactical timeouts allowed.\n${COMMON_RULES}`,
    prizes: prizes(500, 300, 200),
  },
  {
    slug: 'pubg-mobile-kharkiv-showdown',
    name: 'PUBG Mobile Kharkiv Showdown',
    game: 'PUBG Mobile',
    status: 'published',
    format: '4v4 squads',
    descriptionEn:
      'Squad battle royale over three days: Erangel, Miramar and Sanhok, points for placement ' +
      'and kills, the top squads meet in the final day.',
    entry: 'free',
    prizeFundCents: usd(1200),
    slots: 20,
    // Upcoming: registration opens in a few days.
    registrationStart: day(now, 5, 9),
    registrationEnd: day(now, 12, 20),
    gamesStart: day(now, 14, 15),
    gamesEnd: day(now, 16, 21),
    rulesEn: `Mobile devices only; emulators and tablets with triggers are not allowed.\n${COMMON_RULES}`,
    prizes: prizes(600, 350, 250),
  },
  {
    slug: 'mlbb-odesa-open',
    name: 'MLBB Odesa Open',
    game: 'Mobile Legends: Bang Bang',
    status: 'published',
    format: '5v5',
    descriptionEn:
      'Open Mobile Legends tournament for community teams: draft pick, double elimination, ' +
      'best-of-five grand final.',
    entry: 'paid',
    entryFeeCents: usd(5),
    prizeFundCents: usd(800),
    slots: 16,
    // Upcoming, further out.
    registrationStart: day(now, 20, 9),
    registrationEnd: day(now, 30, 20),
    gamesStart: day(now, 33, 15),
    gamesEnd: day(now, 35, 21),
    rulesEn: `Draft pick, latest patch, no emulators.\n${COMMON_RULES}`,
    prizes: prizes(400, 250, 150),
  },
  {
    slug: 'ea-fc-ukraine-cup',
    name: 'EA FC Ukraine Cup',
    game: 'EA Sports FC',
    status: 'published',
    format: '1v1',
    descriptionEn:
      'One-on-one EA Sports FC cup on PlayStation 5: group stage, then single-elimination ' +
      'playoff with two-legged semifinals.',
    entry: 'free',
    prizeFundCents: usd(500),
    slots: 32,
    // Finished.
    registrationStart: day(now, -40, 9),
    registrationEnd: day(now, -30, 20),
    gamesStart: day(now, -28, 15),
    gamesEnd: day(now, -26, 21),
    rulesEn: `6-minute halves, legacy defending off, any licensed club.\n${COMMON_RULES}`,
    prizes: prizes(250, 150, 100),
  },
  {
    slug: 'cs2-winter-showdown',
    name: 'CS2 Winter Showdown',
    game: 'Counter-Strike 2',
    status: 'published',
    format: '5v5',
    descriptionEn: 'The community winter Counter-Strike 2 showdown: eight invited teams, one champion.',
    entry: 'paid',
    entryFeeCents: usd(15),
    prizeFundCents: usd(3000),
    slots: 8,
    // Finished.
    registrationStart: day(now, -75, 9),
    registrationEnd: day(now, -65, 20),
    gamesStart: day(now, -62, 15),
    gamesEnd: day(now, -60, 21),
    rulesEn: `Map pool: Active Duty. MR12, overtime MR3.\n${COMMON_RULES}`,
    prizes: prizes(1500, 900, 600),
  },
]
