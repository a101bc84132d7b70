/**
 * Air-raid alerts (docs/alerts.md): the regions under alert now, kept in `oblast_alerts` by one
 * polling process at a time, and read by the others. Without `ALERTS_API_TOKEN` nothing is polled
 * and no region is ever under alert (the manual pause serves instead).
 */
import type { OblastId } from '#core/alerts/oblasts.ts'
import { createAlertsInUaSource } from '#server/integrations/alerts/alerts-in-ua.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { Logger } from '#server/platform/logger.ts'
import { scheduleTicks } from '#server/platform/ticks.ts'
import { type AlertListener, activeSince, createAlertsPoller } from './poller.ts'

export type { AlertChange, AlertListener } from './poller.ts'

export interface AlertsSettings {
  /** Secret: never logged. */
  readonly token: string
  readonly apiUrl: string
  readonly pollSeconds: number
}

export const createAlerts = (deps: {
  readonly db: AppDatabase
  readonly settings: AlertsSettings | undefined
  readonly logger: Logger
  readonly now?: () => Date
}) => {
  const now = deps.now ?? (() => new Date())
  const listeners: AlertListener[] = []
  const settings = deps.settings
  const poller =
    settings &&
    createAlertsPoller({
      db: deps.db,
      source: createAlertsInUaSource({ token: settings.token, apiUrl: settings.apiUrl }, { now }),
      everyMs: settings.pollSeconds * 1000,
      now,
      logger: deps.logger,
      listeners,
    })
  return {
    /** Called once per recorded change, inside its transaction, in the polling process. */
    onChange: (listener: AlertListener): void => {
      listeners.push(listener)
    },
    activeSince: (oblastIds: ReadonlyArray<OblastId>) => activeSince(deps.db, oblastIds),
    /** Null without a token. A process looks as often as the interval; the claim decides who polls. */
    polls: poller && settings ? scheduleTicks(poller.tick, settings.pollSeconds * 1000) : null,
  }
}
