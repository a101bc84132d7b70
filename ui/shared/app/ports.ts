/**
 * Composition root of the browser's ports (design.md "the house"): the adapters of `adapters/` behind
 * core's port interfaces, one set per language, for the machines of `ui/flows/*` and for pages.
 *
 * The object is built at once (machines need their ports when they are created, also in the server
 * render) but its HTTP adapters load with its first call (`lazyPort`): a page that never calls the
 * API never downloads ky. Nothing here runs on import.
 */
import { usePageContext } from 'vike-react/usePageContext'
import { browserClipboard } from '#adapters/browser/clipboard.ts'
import { systemClock } from '#adapters/browser/clock.ts'
import { createToastNotifier } from '#adapters/browser/notifier.ts'
import type { SessionLoss } from '#adapters/http/api-client.ts'
import type { AccountsApi } from '#core/accounts/accounts.port.ts'
import type { AuthApi } from '#core/accounts/auth.port.ts'
import type { PhoneCodeApi } from '#core/accounts/phone-code.port.ts'
import type { ProfileApi } from '#core/profile/profile.port.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { Clipboard } from '#core/shared/ports/clipboard.ts'
import type { Clock } from '#core/shared/ports/clock.ts'
import type { Navigation } from '#core/shared/ports/navigation.ts'
import type { Notifier } from '#core/shared/ports/notifier.ts'
import type { UploadsApi } from '#core/shared/uploads/uploads.port.ts'
import type { TeamsApi } from '#core/teams/teams.port.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import type { HttpAdapters } from './http.ts'
import { lazyPort } from './lazy-port.ts'

/**
 * The ports the browser has so far: auth, phone codes, e-mail accounts, the profile and its avatar,
 * tournaments, teams.
 */
export interface BrowserPorts {
  readonly auth: AuthApi
  readonly phoneCode: PhoneCodeApi
  readonly accounts: AccountsApi
  readonly profile: ProfileApi
  readonly uploads: UploadsApi
  readonly tournaments: TournamentsApi
  readonly teams: TeamsApi
  readonly navigation: Navigation
  readonly notifier: Notifier
  readonly clock: Clock
  readonly clipboard: Clipboard
}

type SessionLostListener = (reason: SessionLoss) => void
const sessionLostListeners = new Set<SessionLostListener>()

/**
 * Called when an API call finds the session gone (401, or a refused token refresh: spec §8). The
 * auth provider (ui/features/accounts/auth.tsx) listens while it is mounted and signs out through the auth
 * machine; the returned function stops listening.
 */
export const onSessionLost = (listener: SessionLostListener): (() => void) => {
  sessionLostListeners.add(listener)
  return () => sessionLostListeners.delete(listener)
}

const currentUrl = (): string => `${window.location.pathname}${window.location.search}`

/** The navigation adapter loads with its first use (it brings Vike's client router API). */
const navigation: Navigation = {
  navigate: (url, options) =>
    void import('#adapters/browser/navigation.ts').then(({ browserNavigation }) =>
      browserNavigation.navigate(url, options),
    ),
  reload: () => window.location.reload(),
}

const loaded = new Map<Locale, Promise<HttpAdapters>>()

/** The HTTP adapters of a language, loaded with their first use (the console builds on their client). */
export const httpAdapters = (locale: Locale): Promise<HttpAdapters> => {
  let adapters = loaded.get(locale)
  if (!adapters) {
    adapters = import('./http.ts').then(({ createHttpAdapters }) =>
      createHttpAdapters(locale, (reason) => {
        if (sessionLostListeners.size > 0) {
          for (const listener of sessionLostListeners) listener(reason)
          return
        }
        // No auth machine on this page: sign out here, then let the guard look at the page again.
        void httpAdapters(locale)
          .then(({ auth }) => auth.signOut({ callbackUrl: currentUrl() }))
          .catch(() => undefined)
          .finally(() => navigation.navigate(currentUrl(), { replace: true }))
      }),
    )
    loaded.set(locale, adapters)
  }
  return adapters
}

const built = new Map<Locale, BrowserPorts>()

/** The browser's ports for a language (one object per language, so machines keep their identity). */
export const browserPorts = (locale: Locale): BrowserPorts => {
  const existing = built.get(locale)
  if (existing) return existing
  const http = () => httpAdapters(locale)
  const ports: BrowserPorts = {
    auth: lazyPort(async () => (await http()).auth),
    phoneCode: lazyPort(async () => (await http()).phoneCode),
    accounts: lazyPort(async () => (await http()).accounts),
    profile: lazyPort(async () => (await http()).profile),
    uploads: lazyPort(async () => (await http()).uploads),
    tournaments: lazyPort(async () => (await http()).tournaments),
    teams: lazyPort(async () => (await http()).teams),
    navigation,
    notifier: createToastNotifier(locale),
    clock: systemClock,
    clipboard: browserClipboard,
  }
  built.set(locale, ports)
  return ports
}

/** The ports of the page's language, for components. */
export const usePorts = (): BrowserPorts => browserPorts(usePageContext().locale)
