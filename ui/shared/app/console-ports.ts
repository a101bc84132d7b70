/**
 * The console's ports (staff only): its HTTP adapters over the same client as the rest of the site,
 * kept out of `BrowserPorts` so that no public page's first load carries a byte of them. Each adapter
 * loads with its first call.
 */
import { usePageContext } from 'vike-react/usePageContext'
import type { PeopleDeskApi } from '#core/accounts/people.port.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { TeamDeskApi } from '#core/teams/moderation.port.ts'
import type { TournamentConsoleApi } from '#core/tournaments/manage.port.ts'
import type { PayoutsApi } from '#core/tournaments/payouts.port.ts'
import type { ResultsDeskApi } from '#core/tournaments/results-desk.port.ts'
import { lazyPort } from './lazy-port.ts'
import { httpAdapters } from './ports.ts'

export interface ConsolePorts {
  /** The moderators' team desk. */
  readonly teamDesk: TeamDeskApi
  /** The organisers' changes to tournaments (the editor). */
  readonly tournaments: TournamentConsoleApi
  /** The results desk: draws, stage steps, reports, corrections and lobbies. */
  readonly resultsDesk: ResultsDeskApi
  /** The prize payout ledger: recording and changing a place's payout (organisers). */
  readonly payouts: PayoutsApi
  /** The organisers' changes to accounts: roles, disabling and enabling. */
  readonly people: PeopleDeskApi
}

const built = new Map<Locale, ConsolePorts>()

export const consolePorts = (locale: Locale): ConsolePorts => {
  const existing = built.get(locale)
  if (existing) return existing
  const client = async () => (await httpAdapters(locale)).client
  const ports: ConsolePorts = {
    teamDesk: lazyPort(async () =>
      (await import('#adapters/http/team-desk-api.ts')).createTeamDeskApi(await client()),
    ),
    tournaments: lazyPort(async () =>
      (await import('#adapters/http/console-tournaments-api.ts')).createConsoleTournamentsApi(await client()),
    ),
    resultsDesk: lazyPort(async () =>
      (await import('#adapters/http/results-desk-api.ts')).createResultsDeskApi(await client()),
    ),
    payouts: lazyPort(async () =>
      (await import('#adapters/http/payouts-api.ts')).createPayoutsApi(await client()),
    ),
    people: lazyPort(async () =>
      (await import('#adapters/http/people-desk-api.ts')).createPeopleDeskApi(await client()),
    ),
  }
  built.set(locale, ports)
  return ports
}

/** The console's ports of the page's language, for its components. */
export const useConsolePorts = (): ConsolePorts => consolePorts(usePageContext().locale)
