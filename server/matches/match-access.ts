/**
 * What the match day's use cases (reports, ready checks, pauses) share of a match: the match under its
 * tournament's lock, and the teams of it a user plays in. The reports' use cases make them.
 */
import type { ReportableMatch } from '#core/matches/reports.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { StageData } from '#server/tournaments/index.ts'

/** The match under its tournament's lock: its stage's rows and the match as the rules read it. */
export interface LockedMatch {
  readonly data: StageData
  readonly match: ReportableMatch
}

export interface MatchAccess {
  /** The match under its tournament's lock (which also tells the live pages of the change). */
  readonly lockMatch: (tx: AppDatabase, matchId: string) => Promise<LockedMatch>
  /** The teams of the match the user plays in. */
  readonly actorTeams: (
    tx: AppDatabase,
    actor: { readonly id: string },
    match: ReportableMatch,
  ) => Promise<string[]>
}
