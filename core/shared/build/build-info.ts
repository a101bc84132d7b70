/** Which build the server runs: `GET /builds/latest.json` (spec §7); the schema is in build-info.schema.ts. */
export interface BuildInfo {
  readonly id: string
  readonly timestamp: string
}

/** Five minutes between polls by default; the spec leaves the interval open (ADR 0007). */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000

/** A new version is on the server when its build id differs from the one this page was built with. */
export const isNewerBuild = (running: string, latest: BuildInfo): boolean => latest.id !== running
