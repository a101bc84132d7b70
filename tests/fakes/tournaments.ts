import type { FilterGroup } from '#core/tournaments/timeline.ts'
import type { TournamentSummary, TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

export class FakeTournamentsApi extends CannedPort<TournamentsApi> implements TournamentsApi {
  constructor(options: FakeOptions = {}) {
    super('tournaments', options)
  }

  get(id: string): Promise<TournamentSummary> {
    return this.call('get', [id])
  }

  listMine(group?: FilterGroup): Promise<ReadonlyArray<TournamentSummary>> {
    return this.call('listMine', [group])
  }
}
