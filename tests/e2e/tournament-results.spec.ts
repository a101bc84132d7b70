import type { APIRequestContext } from '@playwright/test'
import type { StageResults, TournamentResults } from '../../core/tournaments/results.schema.ts'
import type { TournamentPage } from '../../core/tournaments/tournament.schema.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// The results tab of the seeded tournaments as a screen reader meets it: each bracket a named region
// with a heading per round and a list of matches saying who won; standings as tables with captions
// and column headers. Needs the demo results (a double-elimination bracket, a round robin and a
// battle-royale league); the expected names come from the API's results and the dictionary.

const R = enTournament.results
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(:\w+)?\}/g, (_, name: string) => String(values[name]))

const stagesByKind = async (request: APIRequestContext) => {
  const list = (await (await request.get('/api/v1/tournaments?limit=50')).json()) as TournamentPage
  const found = new Map<StageResults['kind'], { slug: string; stage: StageResults }>()
  for (const tournament of list.results) {
    const response = await request.get(`/api/v1/tournaments/${tournament.slug}/results`)
    expect(response.ok()).toBe(true)
    for (const stage of ((await response.json()) as TournamentResults).stages)
      if (stage.status !== 'pending' && !found.has(stage.kind))
        found.set(stage.kind, { slug: tournament.slug, stage })
  }
  return found
}

/** A round's heading, as start.gg names rounds: the last ones by what they decide, the others by number. */
const roundTitle = (bracket: string, round: number, last: number): string => {
  const fromTheEnd = last - round
  if (bracket === 'grand_final') return round === 1 ? 'Grand final' : 'Grand final reset'
  if (bracket === 'lower') return fromTheEnd === 0 ? 'Lower bracket final' : `Lower bracket round ${round}`
  const names = ['final', 'semifinal', 'quarterfinal']
  const name = names[fromTheEnd]
  if (name === undefined) return `Round ${round}`
  return bracket === 'upper' ? `Upper bracket ${name}` : `${name[0]?.toUpperCase()}${name.slice(1)}`
}

test('an elimination bracket reads as named rounds of matches that say who won and where each side goes', async ({
  page,
  request,
}) => {
  const found = (await stagesByKind(request)).get('double_elimination')
  if (found?.stage.kind !== 'double_elimination')
    throw new Error('the demo data has a double-elimination stage')
  await page.goto(`/en/tournaments/${found.slug}/results`)
  await waitForHydration(page)
  for (const bracket of found.stage.brackets) {
    const name = R.brackets[bracket.kind]
    const region = page.getByRole('region', { name: fill(R.scrollRegion, { bracket: name }) })
    await expect(region).toBeVisible()
    const last = Math.max(...bracket.rounds.map((round) => round.number))
    for (const round of bracket.rounds)
      await expect(
        region.getByRole('heading', { name: roundTitle(bracket.kind, round.number, last), exact: true }),
      ).toBeVisible()
    const lists = region.getByRole('list')
    await expect(lists).toHaveCount(bracket.rounds.length)
    const first = bracket.rounds[0]?.matches.find((match) =>
      match.opponents.some((side) => side?.result === 'win'),
    )
    const winner = first?.opponents.find((side) => side?.result === 'win')?.team?.name
    if (winner)
      await expect(
        lists
          .first()
          .getByRole('listitem')
          .filter({ hasText: fill(R.winner, { team: winner }) }),
      ).toHaveCount(1)
  }
})

test('round robin and battle royale standings are tables with captions and column headers', async ({
  page,
  request,
}) => {
  const stages = await stagesByKind(request)
  const groups = stages.get('round_robin')
  if (!groups) throw new Error('the demo data has a round-robin stage')
  await page.goto(`/en/tournaments/${groups.slug}/results`)
  const group = page.getByRole('table', { name: fill(R.groupCaption, { number: 1 }) })
  await expect(group.getByRole('columnheader', { name: R.columns.points })).toBeVisible()
  await expect(group.getByRole('rowheader').first()).toBeVisible()

  const royale = stages.get('battle_royale')
  if (royale?.stage.kind !== 'battle_royale') throw new Error('the demo data has a battle-royale stage')
  await page.goto(`/en/tournaments/${royale.slug}/results`)
  const total = page.getByRole('table', { name: R.totalCaption })
  await expect(total.getByRole('columnheader', { name: R.columns.total })).toBeVisible()
  await expect(total.getByRole('rowheader')).toHaveCount(royale.stage.standings.length)
  const period = royale.stage.grouping === 'week' ? R.weekCaption : R.dayCaption
  for (const day of royale.stage.days)
    await expect(page.getByRole('table', { name: fill(period, { number: day.number }) })).toBeVisible()
})
