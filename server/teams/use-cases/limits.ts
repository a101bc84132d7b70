/** The teams' rate limits and their buckets in the database's limiter (docs/teams.md). */
const MINUTE = 60

export const TEAM_RATE_LIMITS = {
  /**
   * Wrong join passwords of one user, at any team. Counted while the password is checked, so a user
   * racing their own guesses waits; nobody else's attempts count against them.
   */
  joinPerUser: [{ max: 20, windowSeconds: 15 * MINUTE }],
  /**
   * Wrong join passwords at one team, counted after they failed. It stops only the users who got
   * this team's password wrong themselves in the window: many accounts guessing one team are held
   * to it, and a player who types the right password first time always joins.
   */
  joinPerTeam: [{ max: 10, windowSeconds: 15 * MINUTE }],
  /** Invitations by nickname per captain, each one counted (every one may mail someone). */
  invitesPerCaptain: [{ max: 10, windowSeconds: 60 * MINUTE }],
  /** Team logo uploads per user, each one counted (a refused image costs the server work too). */
  logoUploadsPerUser: [{ max: 30, windowSeconds: 60 * MINUTE }],
} as const

/** Whether a user got a team's password wrong within the window: one failure is enough. */
export const FAILED_HERE = [{ max: 1, windowSeconds: 15 * MINUTE }] as const

export const teamBuckets = {
  joinTeam: (teamId: string) => `team-join:team:${teamId}`,
  joinTeamUser: (teamId: string, userId: string) => `team-join:team:${teamId}:user:${userId}`,
  joinUser: (userId: string) => `team-join:user:${userId}`,
  invites: (userId: string) => `team-invite:user:${userId}`,
  logoUser: (userId: string) => `team-logo:user:${userId}`,
} as const
