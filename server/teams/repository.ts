/**
 * The teams' SQL: reads that answer a whole list in a fixed number of queries (the head of every team
 * with its tournament, captain, size and waiting place in one query, the players of all of them in a
 * second), and the writes of the use cases, each given the transaction it runs in.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { COMPLETENESS, type CompletenessRequirement } from '#core/teams/team-requirements.ts'
import { SLOT_HOLDING_STATES } from '#core/tournaments/results.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  type TeamRow,
  type TournamentRow,
  teamInvitations,
  teamMembers,
  teams,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { teamCountColumns } from '#server/tournaments/index.ts'

/** A team with what every answer about it needs, read in one query. */
export interface TeamHead {
  readonly team: TeamRow
  readonly tournament: TournamentRow
  readonly captainNickname: string
  readonly size: number
  /** 1-based, while waitlisted. */
  readonly waitlistPosition: number | null
  /** The tournament's slot-holding and confirmed teams (its summary's counts). */
  readonly registered: number
  readonly confirmed: number
}

export interface MemberRow {
  readonly teamId: string
  readonly userId: string
  readonly joinedAt: Date
  readonly username: string
  readonly avatar: TeamRow['logo']
  /** For the team's mails only: never shown to anyone. */
  readonly email: string | null
  readonly discord: string
  readonly telegram: string
  readonly locale: 'uk' | 'en'
}

const captain = sql`"captain"`
const sizeColumn =
  sql<number>`(select count(*) from "team_members" as "member" where "member"."team_id" = "teams"."id")`.mapWith(
    Number,
  )
// The place in the waiting list: the waiting teams of the tournament that began to wait no later.
const waitlistColumn = sql<
  number | null
>`case when "teams"."state" = 'waitlisted' then (select count(*) from "teams" as "waiting" where "waiting"."tournament_id" = "teams"."tournament_id" and "waiting"."state" = 'waitlisted' and (coalesce("waiting"."waitlisted_at", "waiting"."created_at"), "waiting"."created_at", "waiting"."id") <= (coalesce("teams"."waitlisted_at", "teams"."created_at"), "teams"."created_at", "teams"."id")) end`.mapWith(
  (value: unknown) => (value === null ? null : Number(value)),
)

/**
 * Each part of core's completeness (`COMPLETENESS`) as a condition on the outer `teams` row that holds
 * when the team lacks it: the mapped type makes a new part a compile error here until it has its SQL.
 */
const LACKS: { readonly [R in CompletenessRequirement]: (teamPlayers: number) => SQL } = {
  logo: () => sql`${teams.logo} is null`,
  players: (teamPlayers) => sql`${sizeColumn} < ${teamPlayers}`,
}

/** Core's `isComplete` in SQL, for a tournament whose format needs `teamPlayers` players. */
export const isCompleteTeam = (teamPlayers: number): SQL =>
  sql`not (${sql.join(
    COMPLETENESS.map((requirement) => LACKS[requirement](teamPlayers)),
    sql` or `,
  )})`

/** Slot holders first, in the order they came; then the waiting list in its order; dropped last. */
const listOrder = [
  sql`case when "teams"."state" = 'dropped' then 2 when "teams"."state" = 'waitlisted' then 1 else 0 end`,
  sql`coalesce("teams"."waitlisted_at", "teams"."created_at")`,
  asc(teams.createdAt),
  asc(teams.id),
]

export const readTeamHeads = async (
  db: AppDatabase,
  where: SQL | undefined,
  options: { readonly joinMember?: string } = {},
): Promise<ReadonlyArray<TeamHead>> => {
  const base = db
    .select({
      team: teams,
      tournament: tournaments,
      captainNickname: sql<string>`${captain}."username"`,
      size: sizeColumn,
      waitlistPosition: waitlistColumn,
      ...teamCountColumns,
    })
    .from(teams)
    .innerJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .innerJoin(sql`"users" as "captain"`, sql`${captain}."id" = "teams"."captain_id"`)
  const rows =
    options.joinMember === undefined
      ? await base.where(where).orderBy(...listOrder)
      : await base
          .innerJoin(
            teamMembers,
            and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, options.joinMember)),
          )
          .where(where)
          .orderBy(asc(tournaments.gamesStart), asc(tournaments.id))
  return rows
}

/** The members of the teams: the captain first, then the others in the order they joined. */
export const readMembers = async (
  db: AppDatabase,
  teamIds: ReadonlyArray<string>,
): Promise<ReadonlyMap<string, ReadonlyArray<MemberRow>>> => {
  const byTeam = new Map<string, MemberRow[]>()
  if (teamIds.length === 0) return byTeam
  const rows = await db
    .select({
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      joinedAt: teamMembers.joinedAt,
      username: users.username,
      avatar: users.avatar,
      email: users.email,
      discord: users.discord,
      telegram: users.telegram,
      locale: users.locale,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(inArray(teamMembers.teamId, [...teamIds]))
    .orderBy(
      sql`case when ${teams.captainId} = ${teamMembers.userId} then 0 else 1 end`,
      asc(teamMembers.joinedAt),
      asc(teamMembers.userId),
    )
  for (const row of rows) {
    const list = byTeam.get(row.teamId) ?? []
    list.push(row)
    byTeam.set(row.teamId, list)
  }
  return byTeam
}

/** A player invited by the captain who has not answered. */
export interface InviteeRow {
  readonly teamId: string
  readonly userId: string
  readonly username: string
  readonly invitedAt: Date
}

/** The teams' pending invitations, oldest first. */
export const readInvitees = async (
  db: AppDatabase,
  teamIds: ReadonlyArray<string>,
): Promise<ReadonlyMap<string, ReadonlyArray<InviteeRow>>> => {
  const byTeam = new Map<string, InviteeRow[]>()
  if (teamIds.length === 0) return byTeam
  const rows = await db
    .select({
      teamId: teamInvitations.teamId,
      userId: teamInvitations.userId,
      username: users.username,
      invitedAt: teamInvitations.createdAt,
    })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.userId))
    .where(inArray(teamInvitations.teamId, [...teamIds]))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.userId))
  for (const row of rows) {
    const list = byTeam.get(row.teamId) ?? []
    list.push(row)
    byTeam.set(row.teamId, list)
  }
  return byTeam
}

/** Records the invitation unless the player has one of the team already; whether it is new. */
export const insertInvitation = async (
  tx: AppDatabase,
  invitation: { readonly teamId: string; readonly userId: string; readonly by: string; readonly at: Date },
): Promise<boolean> => {
  const inserted = await tx
    .insert(teamInvitations)
    .values({
      teamId: invitation.teamId,
      userId: invitation.userId,
      invitedBy: invitation.by,
      createdAt: invitation.at,
    })
    .onConflictDoNothing()
    .returning({ userId: teamInvitations.userId })
  return inserted.length > 0
}

/** Removes the player's invitation of the team (answered or withdrawn); whether there was one. */
export const deleteInvitation = async (tx: AppDatabase, teamId: string, userId: string): Promise<boolean> => {
  const removed = await tx
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.userId, userId)))
    .returning({ userId: teamInvitations.userId })
  return removed.length > 0
}

/** Locks a team's row until the transaction ends (joins count its members under it). */
export const lockTeam = async (tx: AppDatabase, teamId: string): Promise<TeamRow | undefined> => {
  const [row] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update')
  return row
}

export const countMembers = async (tx: AppDatabase, teamId: string): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
  return row?.n ?? 0
}

export const isNameTaken = async (tx: AppDatabase, tournamentId: string, name: string): Promise<boolean> => {
  const [row] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.tournamentId, tournamentId), sql`lower(${teams.name}) = lower(${name})`))
    .limit(1)
  return row !== undefined
}

/** The user's team in the tournament, if any. */
export const memberTeamOf = async (
  tx: AppDatabase,
  tournamentId: string,
  userId: string,
): Promise<string | undefined> => {
  const [row] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.tournamentId, tournamentId), eq(teamMembers.userId, userId)))
  return row?.teamId
}

export const insertMember = async (
  tx: AppDatabase,
  member: {
    readonly teamId: string
    readonly tournamentId: string
    readonly userId: string
    readonly at: Date
  },
): Promise<void> => {
  await tx.insert(teamMembers).values({
    teamId: member.teamId,
    tournamentId: member.tournamentId,
    userId: member.userId,
    joinedAt: member.at,
  })
}

export const deleteMember = async (tx: AppDatabase, teamId: string, userId: string): Promise<boolean> => {
  const removed = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId })
  return removed.length > 0
}

export const isHoldingSlot = (team: Pick<TeamRow, 'state'>): boolean =>
  SLOT_HOLDING_STATES.includes(team.state)

/** PostgreSQL's unique_violation and the index it broke, wherever the driver or Drizzle put them. */
export const uniqueViolationOf = (error: unknown): string | undefined => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { readonly code?: unknown; readonly constraint?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : current.message
  }
  return undefined
}
