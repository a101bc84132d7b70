/**
 * The limits of a team's fields, defined once: the schemas check them (`team.schema.ts`), the
 * database's checks are written from them (`server/teams/tables.ts`) and the create form's hints
 * name them. Without effect: the form shows its hints before its schemas load.
 */
export const TEAM_NAME_MIN = 2
export const TEAM_NAME_MAX = 32
export const CAPTAIN_DISCORD_MIN = 2
export const CAPTAIN_DISCORD_MAX = 64
export const TEAM_DESCRIPTION_MAX = 500
/** Shared by voice, so short is fine; only its hash is stored. */
export const JOIN_PASSWORD_MIN = 4
export const JOIN_PASSWORD_MAX = 64
