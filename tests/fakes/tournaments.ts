import type { MatchView } from '#core/tournaments/match-view.ts'
import type { PayoutLedger } from '#core/tournaments/payouts.ts'
import type { ParticipantList, TournamentResults } from '#core/tournaments/results.schema.ts'
import type { ScheduleDto } from '#core/tournaments/timeline.ts'
import type { Tournament, TournamentPage } from '#core/tournaments/tournament.schema.ts'
import type {
  ParticipantListOptions,
  TournamentListOptions,
  TournamentsApi,
} from '#core/tournaments/tournaments.port.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

/** A whole tournament from the fields a test is about: its id, name and schedule. */
export const fakeTournament = (fields: Pick<Tournament, 'id' | 'name'> & ScheduleDto): Tournament => {
  const gamesStart = fields.games_start ?? fields.registration_end
  return {
    id: fields.id,
    slug: fields.id,
    name: fields.name,
    game: 'CS2',
    format: '5v5',
    status: 'published',
    entry: 'free',
    entry_fee: null,
    prize_fund: 0,
    currency: 'UAH',
    slots: 16,
    teams: { registered: 0, confirmed: 0 },
    cover_url: null,
    registration_start: fields.registration_start,
    registration_end: fields.registration_end,
    games_start: gamesStart,
    games_end: fields.games_end ?? new Date(Date.parse(gamesStart) + 86_400_000).toISOString(),
    description: { uk: null, en: null },
    rules: { uk: null, en: null },
    how_to_play: { uk: null, en: null },
    prizes: [],
    pot: { sources: [], details: { uk: null, en: null } },
    sponsors: [],
    team_size: { players: 5, substitutes: 0 },
    stages: [],
    check_in: null,
    cancellation_reason: null,
  }
}

export class FakeTournamentsApi extends CannedPort<TournamentsApi> implements TournamentsApi {
  constructor(options: FakeOptions = {}) {
    super('tournaments', options)
  }

  find(idOrSlug: string): Promise<Tournament | undefined> {
    return this.call('find', [idOrSlug])
  }

  get(idOrSlug: string): Promise<Tournament> {
    return this.call('get', [idOrSlug])
  }

  list(options?: TournamentListOptions): Promise<TournamentPage> {
    return this.call('list', [options])
  }

  participants(idOrSlug: string, options?: ParticipantListOptions): Promise<ParticipantList> {
    return this.call('participants', [idOrSlug, options])
  }

  results(idOrSlug: string): Promise<TournamentResults> {
    return this.call('results', [idOrSlug])
  }

  match(idOrSlug: string, matchId: string): Promise<MatchView> {
    return this.call('match', [idOrSlug, matchId])
  }

  payouts(idOrSlug: string): Promise<PayoutLedger> {
    return this.call('payouts', [idOrSlug])
  }
}
