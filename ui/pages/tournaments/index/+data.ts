import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatDate, isoInstant } from '#core/shared/format/datetime.ts'
import { formatCurrency } from '#core/shared/format/number.ts'
import { phaseAt, scheduleFromDto } from '#core/tournaments/timeline.ts'
import { TOURNAMENT_PAGE_SIZE, TournamentFilter } from '#core/tournaments/tournament.schema.ts'
import { searchQuery } from '#ui/features/tournaments/search.ts'
import { pageNumber } from '#ui/shared/app/page-number.ts'

const isFilter = Schema.is(TournamentFilter)

// Server only (client navigations fetch its result): one page of the list through the in-process port.
// Phases, dates and money are worked out here, at this instant and in Kyiv time, so the browser needs
// no time-zone or timeline code for the list. A filter the list does not know shows them all.
export const data = async (pageContext: PageContextServer) => {
  const query = pageContext.urlParsed.search
  const filter = isFilter(query.filter) ? query.filter : 'all'
  const search = searchQuery(query.search)
  const page = pageNumber(query.page)
  const port = pageContext.tournaments
  if (!port) throw render(404)
  const found = await port.list({ filter, search, page, pageSize: TOURNAMENT_PAGE_SIZE.default })
  const now = new Date()
  return {
    filter,
    search,
    page,
    pages: Math.max(1, Math.ceil(found.count / TOURNAMENT_PAGE_SIZE.default)),
    count: found.count,
    cards: found.results.map((tournament) => ({
      key: tournament.slug,
      name: tournament.name,
      game: tournament.game,
      format: tournament.format,
      cancelled: tournament.status === 'cancelled',
      phase: phaseAt(scheduleFromDto(tournament), now),
      coverUrl: tournament.cover_url,
      starts: { iso: isoInstant(tournament.games_start), text: formatDate(tournament.games_start) },
      ends: { iso: isoInstant(tournament.games_end), text: formatDate(tournament.games_end) },
      prizeFund: formatCurrency(tournament.prize_fund, tournament.currency),
      entryFee:
        tournament.entry === 'paid' && tournament.entry_fee !== null
          ? formatCurrency(tournament.entry_fee, tournament.currency)
          : null,
      teams: { ...tournament.teams, slots: tournament.slots },
    })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
export type TournamentCardData = Data['cards'][number]
