/** What the teams' reads answer, row by row: the repository reads them, the mapper answers from them. */
import type { TeamRow, TournamentRow } from '#server/platform/db/schema.ts'

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
  /** For the team's notices only (they may come in Telegram): never shown to anyone. */
  readonly telegramLinked: boolean
  readonly discord: string
  readonly telegram: string
  readonly locale: 'uk' | 'en'
}

/** A player invited by the captain who has not answered. */
/** A removal notice with its tournament. */
export interface RemovalRow {
  readonly id: string
  readonly teamName: string
  readonly captainNickname: string
  readonly removedAt: Date
  readonly tournament: TournamentRow
}

export interface InviteeRow {
  readonly teamId: string
  readonly userId: string
  readonly username: string
  readonly invitedAt: Date
}
