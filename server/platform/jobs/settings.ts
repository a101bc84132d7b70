/**
 * The job queue's settings (JOBS_* variables, decoded by server/platform/config.ts) and their defaults, apart
 * from the queue so the configuration does not import the database.
 */
export interface JobSettings {
  /** How often an idle worker looks for due jobs (retries, jobs enqueued by other processes). */
  readonly pollIntervalMs: number
  /** Runs of a job before it is given up. */
  readonly maxAttempts: number
  /** The wait before the first retry; it doubles with each further one, up to an hour. */
  readonly retryBaseMs: number
  /** How long a claimed job is its worker's; longer than any handler may take. */
  readonly leaseMs: number
}

/** The defaults of the JOBS_* variables (README, docs/mail-and-sms.md). */
export const DEFAULT_JOB_SETTINGS: JobSettings = {
  pollIntervalMs: 1_000,
  maxAttempts: 8,
  retryBaseMs: 10_000,
  leaseMs: 120_000,
}
