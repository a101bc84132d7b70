/**
 * The team as a reader sees it (`Team`): its head, its members and, for its captain only, the
 * invitations not answered. Every use case answers with one of these.
 */
import { Schema } from 'effect'
import type { Team } from '#core/teams/team.schema.ts'
import type { TeamHead, TeamRepository } from '../repository.ts'
import { toTeam } from '../team.mapper.ts'
import { type Actor, done, refuse, type TeamOutcome } from './refusals.ts'

const isUuid = Schema.is(Schema.String.check(Schema.isUUID()))

/** An id from a request, as the database keeps it; undefined when it cannot be one. */
export const idOf = (value: string): string | undefined => (isUuid(value) ? value.toLowerCase() : undefined)

export const headById = async (repository: TeamRepository, teamId: string): Promise<TeamHead | undefined> => {
  const id = idOf(teamId)
  return id === undefined ? undefined : repository.head(id)
}

/** The team as `readerId` sees it at `at`: the invitees only for its captain. */
export const viewOf = async (
  repository: TeamRepository,
  head: TeamHead,
  readerId: string,
  at: Date,
): Promise<Team> => {
  const id = head.team.id
  const members = await repository.members([id])
  const invitees = head.team.captainId === readerId ? await repository.invitees([id]) : undefined
  return toTeam(head, members.get(id) ?? [], invitees?.get(id) ?? [], readerId, at)
}

export const teamView = async (
  repository: TeamRepository,
  teamId: string,
  readerId: string,
  at: Date,
): Promise<Team | undefined> => {
  const head = await headById(repository, teamId)
  return head ? viewOf(repository, head, readerId, at) : undefined
}

/**
 * The team as the reader sees it, after a change that certainly left it in place: read in the
 * change's transaction, so a change committed is never answered as failed (a database gone after the
 * commit cannot fail the answer).
 */
export const viewAfter = async (
  tx: TeamRepository,
  teamId: string,
  readerId: string,
  at: Date,
): Promise<TeamOutcome<Team>> => {
  const view = await teamView(tx, teamId, readerId, at)
  if (!view) throw new Error(`Team ${teamId} vanished`)
  return done(view)
}

/** The team, if it exists and the user is its captain: the captain-only actions' first check. */
export const captainHead = async (
  repository: TeamRepository,
  teamId: string,
  user: Actor,
): Promise<TeamOutcome<TeamHead>> => {
  const head = await headById(repository, teamId)
  if (!head) return refuse('not_found')
  return head.team.captainId === user.id ? done(head) : refuse('not_captain')
}
