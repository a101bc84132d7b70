/**
 * The end-to-end server's database before the server starts (playwright.config.ts `webServer`): the
 * demo data, as `npm run seed` writes it, then the captains of `check-in-fixture.ts`: each takes the
 * place of the captain of a confirmed demo team in the league whose check-in is open (the team keeps
 * its name, players and state; the league's slots are unchanged). Only tests run this; the server has
 * no way to do it.
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
import { DISPUTED_MATCH } from './match-day-fixture.ts'

/** `match-day-fixture.ts`'s disputed match, reported and disputed through the players' own use cases. */
async function disputeAMatch(db: AppDatabase): Promise<void> {
  const [match] = await db
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
    .limit(1)
  if (!match) throw new Error(`seed-e2e: ${DISPUTED_MATCH.tournament} has no match to play`)
  const captains = await Promise.all(
    [match.opponent1, match.opponent2].map(async (side) => {
      const [row] = await db
        .select({ captainId: teams.captainId })
        .from(stageParticipants)
        .innerJoin(teams, eq(teams.id, stageParticipants.teamId))
        .where(
          and(eq(stageParticipants.stageId, match.stageId), eq(stageParticipants.localId, side?.id ?? -1)),
        )
      if (!row) throw new Error('seed-e2e: a side of the match has no team')
      return { id: row.captainId }
    }),
  )
  const [reporting, disputing] = captains
  if (!reporting || !disputing) throw new Error('seed-e2e: the match has not two sides')
  const reports = createMatchReports({ db, now: () => new Date() })
  await reports.report(reporting, match.id, {
    result: { kind: 'forfeit', forfeiting: DISPUTED_MATCH.forfeiting },
  })
  await reports.dispute(disputing, match.id, DISPUTED_MATCH.reason)
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
  const hasher = createPasswordHasher()
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
      const captain = CHECK_IN_CAPTAINS[locale]
      const [user] = await tx
        .insert(users)
        .values({
          username: captain.nickname,
          email: captain.email,
          emailVerifiedAt: now,
          passwordHash: await hasher.hash(captain.password),
          locale,
        })
        .returning({ id: users.id })
      if (!user) throw new Error('seed-e2e: no user')
      await tx
        .update(teams)
        .set({ captainId: user.id, captainDiscord: captain.nickname })
        .where(eq(teams.id, team.id))
      await tx
        .update(teamMembers)
        .set({ userId: user.id })
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, team.captainId)))
    }
  })
  // The demo plays its matches without times; the match page shows one (tests/e2e/match-page.spec.ts):
  // every head-to-head match is scheduled at its tournament's games start, two hours a round.
  await database.db.execute(sql`
    update stage_matches set scheduled_at = t.games_start + (stage_matches.round_number - 1) * interval '2 hours'
    from tournament_stages s join tournaments t on t.id = s.tournament_id
    where s.id = stage_matches.stage_id`)
  await disputeAMatch(database.db)
} finally {
  storage.close()
  await database.close()
}
