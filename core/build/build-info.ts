import { Schema } from 'effect'

/** `GET /builds/latest.json`: which build the server runs (spec §7). */
export const BuildInfo = Schema.Struct({
  id: Schema.String,
  timestamp: Schema.String,
})
export type BuildInfo = typeof BuildInfo.Type

/** Five minutes between polls by default; the spec leaves the interval open (ADR 0007). */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000

/** A new version is on the server when its build id differs from the one this page was built with. */
export const isNewerBuild = (running: string, latest: BuildInfo): boolean => latest.id !== running
