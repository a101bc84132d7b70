/**
 * The end-to-end server's database before the server starts (playwright.config.ts `webServer`): the
 * demo data, as `npm run seed` writes it, then the captains of `check-in-fixture.ts`: each takes the
 * place of the captain of a confirmed demo team in the league whose check-in is open (the team keeps
 * its name, players and state; the league's slots are unchanged), and the matches of
 * `match-day-fixture.ts`. Only tests run this; the server has no way to do it.
 */
import { mkdir } from 'node:fs/promises'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { createPasswordHasher } from '#server/accounts/passwords.ts'
import { createMatchReports } from '#server/matches/reports.ts'
import { seedNews } from '#server/news/index.ts'
import { loadConfig } from '#server/platform/config.ts'
import { type AppDatabase, openDatabase } from '#server/platform/db/client.ts'
import { migrate } from '#server/platform/db/migrate.ts'
import {
  stageMatches,
  stageParticipants,
  teamMembers,
  teams,
  tournamentStages,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { seedDemoData } from '#server/platform/db/seed.ts'
import { createDemoLogoStore } from '#server/teams/demo-logos.ts'
import { seedResults } from '#server/tournaments/stages/seed-results.ts'
import { createObjectStorage } from '#server/uploads/index.ts'
import { CHECK_IN_CAPTAINS, CHECK_IN_LEAGUE } from './check-in-fixture.ts'
import {
  DISPUTED_MATCH,
  MATCH_DAY_CAPTAINS,
  MATCH_DAY_READY_MINUTES,
  MATCH_DAY_SCHEDULED_IN_MS,
} from './match-day-fixture.ts'

interface Account {
  readonly nickname: string
  readonly email: string
  readonly password: string
}

/** `account` becomes the captain of `team` in the place of its captain (who stays a user, not a member). */
async function takeOverCaptain(
  tx: AppDatabase,
  team: { readonly id: string; readonly captainId: string },
  account: Account,
  locale: 'uk' | 'en',
  now: Date,
): Promise<void> {
  const [user] = await tx
    .insert(users)
    .values({
      username: account.nickname,
      email: account.email,
      emailVerifiedAt: now,
      passwordHash: await createPasswordHasher().hash(account.password),
      locale,
    })
    .returning({ id: users.id })
  if (!user) throw new Error('seed-e2e: no user')
  await tx
    .update(teams)
    .set({ captainId: user.id, captainDiscord: account.nickname })
    .where(eq(teams.id, team.id))
  await tx
    .update(teamMembers)
    .set({ userId: user.id })
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, team.captainId)))
}

/** The ready matches of `match-day-fixture.ts`'s tournament in order, each with its two teams. */
async function playableMatches(db: AppDatabase) {
  const matches = await db
    .select({
      id: stageMatches.id,
      stageId: stageMatches.stageId,
      opponent1: stageMatches.opponent1,
      opponent2: stageMatches.opponent2,
    })
    .from(stageMatches)
    .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, tournamentStages.tournamentId))
    .where(and(eq(tournaments.slug, DISPUTED_MATCH.tournament), eq(stageMatches.status, 'ready')))
    .orderBy(asc(stageMatches.roundNumber), asc(stageMatches.groupNumber), asc(stageMatches.number))
  return Promise.all(
    matches.map(async (match) => {
      const sides = await Promise.all(
        [match.opponent1, match.opponent2].map(async (side) => {
          const [team] = await db
            .select({ id: teams.id, captainId: teams.captainId })
            .from(stageParticipants)
            .innerJoin(teams, eq(teams.id, stageParticipants.teamId))
            .where(
              and(
                eq(stageParticipants.stageId, match.stageId),
                eq(stageParticipants.localId, side?.id ?? -1),
              ),
            )
          if (!team) throw new Error('seed-e2e: a side of the match has no team')
          return team
        }),
      )
      return { id: match.id, sides }
    }),
  )
}

/**
 * `match-day-fixture.ts`'s matches, each of teams no other one has: the first disputed through the
 * players' own use cases, the next two given the match-day captains of each language and a scheduled
 * time a day ahead, in a league with a ready check.
 */
async function matchDay(db: AppDatabase, now: Date): Promise<void> {
  const chosen: Awaited<ReturnType<typeof playableMatches>> = []
  for (const match of await playableMatches(db)) {
    const taken = chosen.flatMap((one) => one.sides.map((side) => side.id))
    if (match.sides.every((side) => !taken.includes(side.id))) chosen.push(match)
  }
  const [disputed, uk, en] = chosen
  if (!disputed || !uk || !en)
    throw new Error(`seed-e2e: ${DISPUTED_MATCH.tournament} has too few matches to play`)
  const [reporting, disputing] = disputed.sides.map((side) => ({ id: side.captainId }))
  if (!reporting || !disputing) throw new Error('seed-e2e: the match has not two sides')
  const reports = createMatchReports({ db, now: () => now })
  await reports.report(reporting, disputed.id, {
    result: { kind: 'forfeit', forfeiting: DISPUTED_MATCH.forfeiting },
  })
  await reports.dispute(disputing, disputed.id, DISPUTED_MATCH.reason)
  await db.transaction(async (tx) => {
    for (const [locale, match] of [['uk', uk] as const, ['en', en] as const]) {
      const [first, second] = match.sides
      if (!first || !second) throw new Error('seed-e2e: the match has not two sides')
      await takeOverCaptain(tx, first, MATCH_DAY_CAPTAINS[locale].reporting, locale, now)
      await takeOverCaptain(tx, second, MATCH_DAY_CAPTAINS[locale].answering, locale, now)
      // Its ready check is open for the whole run: the window closes a day after it starts. The
      // league's other matches have no scheduled time, so the check passes them by.
      await tx
        .update(stageMatches)
        .set({ scheduledAt: new Date(now.getTime() + MATCH_DAY_SCHEDULED_IN_MS) })
        .where(eq(stageMatches.id, match.id))
    }
    await tx
      .update(tournaments)
      .set({ readyCheckMinutes: MATCH_DAY_READY_MINUTES })
      .where(eq(tournaments.slug, DISPUTED_MATCH.tournament))
  })
}

const config = loadConfig()
await mkdir(config.dataDir, { recursive: true })
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
const storage = createObjectStorage(config.storage, config.dataDir)
try {
  await migrate(database)
  const now = new Date()
  const teamLogo = createDemoLogoStore(storage)
  const seeded = await seedDemoData(database, now, { seedResults, teamLogo })
  if (seeded.inserted.tournaments === 0) throw new Error('seed-e2e: the database was not empty')
  await seedNews(database.db, storage, now)
  await database.db.transaction(async (tx) => {
    const confirmed = await tx
      .select({ id: teams.id, captainId: teams.captainId })
      .from(teams)
      .innerJoin(tournaments, eq(tournaments.id, teams.tournamentId))
      .where(and(eq(tournaments.slug, CHECK_IN_LEAGUE), eq(teams.state, 'confirmed')))
      .orderBy(desc(teams.createdAt))
      .limit(2)
    for (const [index, locale] of (['uk', 'en'] as const).entries()) {
      const team = confirmed[index]
      if (!team) throw new Error(`seed-e2e: ${CHECK_IN_LEAGUE} has too few confirmed teams`)
      await takeOverCaptain(tx, team, CHECK_IN_CAPTAINS[locale], locale, now)
    }
  })
  // The demo plays its matches without times; the match page shows one (tests/e2e/match-page.spec.ts):
  // every head-to-head match is scheduled at its tournament's games start, two hours a round.
  await database.db.execute(sql`
    update stage_matches set scheduled_at = t.games_start + (stage_matches.round_number - 1) * interval '2 hours'
    from tournament_stages s join tournaments t on t.id = s.tournament_id
    where s.id = stage_matches.stage_id`)
  await matchDay(database.db, now)
} finally {
  storage.close()
  await database.close()
}
