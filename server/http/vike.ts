import { renderPage } from 'vike/server'
import type { CommunityLinks } from '#core/community/channels.ts'
import { kyivYear } from '#core/format/datetime.ts'
import { splitLocale } from '#core/i18n/locale.ts'
import type { TournamentDirectory } from '#core/ports/tournaments.ts'

export interface PageSettings {
  readonly origin: string
  readonly buildId: string
  readonly communityLinks: CommunityLinks
  readonly faultRoutes: boolean
  /** Ports the pages' server hooks use (never passed to the browser). */
  readonly tournaments: TournamentDirectory
}

/** Hands a page request to Vike and turns its streamed answer into a web Response. */
export const createPageRenderer =
  (settings: PageSettings) =>
  async (request: Request, path: string): Promise<Response> => {
    const pageContext = await renderPage({
      // A path, not an absolute URL: the browser sees the same value, so nothing differs at hydration.
      urlOriginal: path,
      headersOriginal: request.headers,
      // Also set by onBeforeRoute; given here too because Vike renders the error page of a failed
      // render from the initial context, before its hooks ran.
      locale: splitLocale(new URL(path, 'http://localhost').pathname).locale,
      ...settings,
      renderYear: kyivYear(Date.now()),
    })
    const { httpResponse } = pageContext
    return new Response(request.method === 'HEAD' ? null : httpResponse.getReadableWebStream(), {
      status: httpResponse.statusCode,
      headers: httpResponse.headers,
    })
  }
