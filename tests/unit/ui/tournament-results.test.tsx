/**
 * The results as the server renders them, read the way a screen reader reads them: headings, ordered
 * lists of matches with who won and where each side goes, and tables with captions and headers. The
 * expected texts are written out by hand.
 */
import { JSDOM } from 'jsdom'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Match, MatchOpponent, TeamRef, TournamentResults } from '#core/tournaments/results.schema.ts'
import en from '#locales/en/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import { ResultsView } from '#ui/features/tournaments/results/StageResults.tsx'
import { I18nProvider, registerDictionary } from '#ui/shared/i18n/i18n.tsx'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const team = (n: number, name: string): TeamRef => ({ id: uuid(100 + n), name, logo_url: null })
const WOLVES = team(1, 'Kyiv Wolves')
const FALCONS = team(2, 'Lviv Falcons')
const BEARS = team(3, 'Dnipro Bears')
const OWLS = team(4, 'Odesa Owls')

const side = (ref: TeamRef | null, score: number | null, result: MatchOpponent['result']): MatchOpponent => ({
  team: ref,
  score,
  result,
  forfeit: false,
})
const match = (
  id: number,
  number: number,
  opponents: Match['opponents'],
  to: { winner?: number; loser?: number } = {},
  status: Match['status'] = 'completed',
): Match => ({
  id: uuid(id),
  number,
  status,
  best_of: 3,
  opponents,
  winner_to: to.winner ? uuid(to.winner) : null,
  loser_to: to.loser ? uuid(to.loser) : null,
  scheduled_at: null,
})

const doubleElimination: TournamentResults['stages'][number] = {
  id: uuid(1),
  number: 1,
  name: { uk: 'Плей-оф', en: 'Playoffs' },
  status: 'running',
  kind: 'double_elimination',
  brackets: [
    {
      kind: 'upper',
      rounds: [
        {
          number: 1,
          matches: [
            match(11, 1, [side(WOLVES, 2, 'win'), side(FALCONS, 1, 'loss')], { winner: 13, loser: 21 }),
            match(12, 2, [side(BEARS, 0, 'loss'), side(OWLS, 2, 'win')], { winner: 13, loser: 21 }),
          ],
        },
        {
          number: 2,
          matches: [
            match(
              13,
              1,
              [side(WOLVES, null, null), side(OWLS, null, null)],
              { winner: 31, loser: 22 },
              'ready',
            ),
          ],
        },
      ],
    },
    {
      kind: 'lower',
      rounds: [
        {
          number: 1,
          matches: [match(21, 1, [side(FALCONS, 2, 'win'), side(BEARS, 0, 'loss')], { winner: 22 })],
        },
        {
          number: 2,
          matches: [
            match(22, 1, [side(FALCONS, null, null), side(null, null, null)], { winner: 31 }, 'waiting'),
          ],
        },
      ],
    },
    {
      kind: 'grand_final',
      rounds: [{ number: 1, matches: [match(31, 1, [side(null, null, null), null], {}, 'locked')] }],
    },
  ],
}

const results: TournamentResults = {
  current_stage: uuid(1),
  stages: [
    doubleElimination,
    {
      id: uuid(2),
      number: 2,
      name: { uk: 'Групи', en: null },
      status: 'finished',
      kind: 'round_robin',
      groups: [
        {
          number: 1,
          rounds: [],
          // Out of order on purpose: the table follows the ranks.
          standings: [
            {
              rank: 2,
              team: FALCONS,
              played: 3,
              wins: 1,
              draws: 1,
              losses: 1,
              score_for: 4,
              score_against: 4,
              points: 4,
            },
            {
              rank: 1,
              team: WOLVES,
              played: 3,
              wins: 3,
              draws: 0,
              losses: 0,
              score_for: 6,
              score_against: 1,
              points: 9,
            },
          ],
        },
      ],
    },
    {
      id: uuid(3),
      number: 3,
      name: { uk: null, en: null },
      status: 'finished',
      kind: 'battle_royale',
      grouping: 'week',
      points: { placement: [15, 12, 10], per_kill: 1 },
      standings: [
        {
          rank: 1,
          team: OWLS,
          matches: 1,
          wins: 1,
          placement_points: 15,
          kills: 7,
          kill_points: 7,
          total: 22,
        },
      ],
      days: [
        {
          number: 1,
          standings: [
            {
              rank: 1,
              team: OWLS,
              matches: 1,
              wins: 1,
              placement_points: 15,
              kills: 7,
              kill_points: 7,
              total: 22,
            },
          ],
          matches: [
            {
              id: uuid(41),
              number: 1,
              map: 'Erangel',
              played_at: null,
              standings: [
                {
                  rank: 1,
                  team: OWLS,
                  matches: 1,
                  wins: 1,
                  placement_points: 15,
                  kills: 7,
                  kill_points: 7,
                  total: 22,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: uuid(4),
      number: 4,
      name: { uk: null, en: 'Swiss finals' },
      status: 'running',
      kind: 'swiss',
      rounds: [{ number: 1, matches: [match(51, 1, [side(WOLVES, 1, 'draw'), side(OWLS, 1, 'draw')])] }],
      standings: [
        { rank: 1, team: WOLVES, played: 1, wins: 0, draws: 1, losses: 0, points: 0.5, buchholz: 0.5 },
      ],
    },
  ],
}

const text = (node: Element | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim()

let document: Document
beforeAll(() => {
  registerDictionary('en', { ...en, tournament: enTournament })
  const html = renderToStaticMarkup(
    <I18nProvider locale="en">
      <ResultsView results={results} />
    </I18nProvider>,
  )
  document = new JSDOM(`<!doctype html><html lang="en"><body>${html}</body></html>`).window.document
})

/** A match as read aloud: its blocks one after the other. */
const spoken = (item: Element | null | undefined): string =>
  [...(item?.querySelector('.match')?.children ?? [])].map(text).join(' ')

const headings = (level: number) => [...document.querySelectorAll(`h${level}`)].map(text)
const sectionTitled = (title: string): Element => {
  const heading = [...document.querySelectorAll('h3')].find((h) => text(h) === title)
  const section = heading?.closest('section')
  if (!section) throw new Error(`no section titled ${title}`)
  return section
}

describe('the results tab as a screen reader reads it', () => {
  it('heads each stage by its name (in the other language with its lang), else by its number', () => {
    expect(headings(2)).toEqual([
      'Playoffs · In progress',
      'Групи · Finished',
      'Stage 3 · Finished',
      'Swiss finals · In progress',
    ])
    expect(document.querySelector('h2 span[lang="uk"]')?.textContent).toBe('Групи')
  })

  it('shows the upper, lower and grand final brackets, each a named scrolling region that takes focus', () => {
    const regions = [...document.querySelectorAll('section.bracket-scroll[aria-label]')]
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Upper bracket: scroll sideways to see every round',
      'Lower bracket: scroll sideways to see every round',
      'Grand final: scroll sideways to see every round',
    ])
    for (const region of regions) expect(region.getAttribute('tabindex')).toBe('0')
  })

  it('lets the keyboard scroll every table that may be wider than the screen, each a named region', () => {
    const regions = [...document.querySelectorAll('section.table-scroll[aria-label]')]
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Group 1 standings',
      'Overall standings',
      'Week 1 standings',
      'Match 1 (Erangel): placements and kills',
      'Swiss standings',
    ])
    for (const region of regions) expect(region.getAttribute('tabindex')).toBe('0')
  })

  it('gives each round a heading that names it and an ordered list of its matches', () => {
    const upper = sectionTitled('Upper bracket')
    expect([...upper.querySelectorAll('h4')].map(text)).toEqual([
      'Upper bracket semifinal',
      'Upper bracket final',
    ])
    expect([...sectionTitled('Lower bracket').querySelectorAll('h4')].map(text)).toEqual([
      'Lower bracket round 1',
      'Lower bracket final',
    ])
    expect([...sectionTitled('Grand final').querySelectorAll('h4')].map(text)).toEqual(['Grand final'])
    const lists = [...upper.querySelectorAll('ol')]
    expect(lists.map((list) => list.querySelectorAll(':scope > li').length)).toEqual([2, 1])
  })

  it('says who won each match and where the winner and the loser go', () => {
    const [first, second] = sectionTitled('Upper bracket').querySelectorAll('ol > li')
    expect(spoken(first)).toBe(
      'Match 1 Kyiv Wolves 2 versus Lviv Falcons 1 Winner: Kyiv Wolves. Winner goes to: Upper bracket, round 2, match 1. Loser goes to: Lower bracket, round 1, match 1.',
    )
    expect(spoken(second)).toContain('Winner: Odesa Owls.')
    const [lowerFirst, lowerSecond] = sectionTitled('Lower bracket').querySelectorAll('ol > li')
    expect(spoken(lowerFirst)).toBe(
      'Match 1 Lviv Falcons 2 versus Dnipro Bears 0 Winner: Lviv Falcons. Winner goes to: Lower bracket, round 2, match 1. Loser is out.',
    )
    expect(spoken(lowerSecond)).toBe(
      'Match 1 Lviv Falcons versus To be decided Not played yet. Winner goes to: Grand final, round 1, match 1. Loser is out.',
    )
    expect(spoken(sectionTitled('Grand final').querySelector('ol > li'))).toBe(
      'Match 1 To be decided versus Bye Not played yet.',
    )
  })

  it('marks the winning side for the eye too', () => {
    const first = sectionTitled('Upper bracket').querySelector('ol > li')
    expect(
      [...(first?.querySelectorAll('.match__side') ?? [])].map((s) => s.getAttribute('data-result')),
    ).toEqual(['win', 'loss'])
  })

  it('draws pair connectors where two matches feed one, and straight ones where one feeds one', () => {
    const joins = (title: string) =>
      [...sectionTitled(title).querySelectorAll('.bracket__round')].map((round) =>
        round.getAttribute('data-join'),
      )
    expect(joins('Upper bracket')).toEqual(['pairs', 'last'])
    expect(joins('Lower bracket')).toEqual(['straight', 'last'])
  })

  it('says a draw is a draw', () => {
    const swiss = [...document.querySelectorAll('h2')]
      .find((h) => text(h).startsWith('Swiss finals'))
      ?.closest('section')
    expect(spoken(swiss?.querySelector('.round-list li'))).toBe(
      'Match 1 Kyiv Wolves 1 versus Odesa Owls 1 Draw.',
    )
  })
})

describe('standings as real tables', () => {
  const table = (caption: string): HTMLTableElement => {
    const found = [...document.querySelectorAll('table')].find(
      (t) => text(t.querySelector('caption')) === caption,
    )
    if (!found) throw new Error(`no table captioned ${caption}`)
    return found
  }
  const columns = (t: HTMLTableElement) =>
    [...t.querySelectorAll('thead th')].map((th) => [text(th), th.getAttribute('scope')])
  const rows = (t: HTMLTableElement) =>
    [...t.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((cell) => `${cell.tagName}:${text(cell)}`),
    )

  it('a round-robin group: columns headed, rows headed by the team, in rank order', () => {
    const group = table('Group 1 standings')
    expect(columns(group)).toEqual([
      ['Place', 'col'],
      ['Team', 'col'],
      ['Played', 'col'],
      ['Wins', 'col'],
      ['Draws', 'col'],
      ['Losses', 'col'],
      ['Maps', 'col'],
      ['Points', 'col'],
    ])
    expect(rows(group)).toEqual([
      ['TD:1', 'TH:Kyiv Wolves', 'TD:3', 'TD:3', 'TD:0', 'TD:0', 'TD:6–1', 'TD:9'],
      ['TD:2', 'TH:Lviv Falcons', 'TD:3', 'TD:1', 'TD:1', 'TD:1', 'TD:4–4', 'TD:4'],
    ])
    expect(group.querySelector('tbody th')?.getAttribute('scope')).toBe('row')
  })

  it('Swiss standings carry the Buchholz tie-break', () => {
    expect(columns(table('Swiss standings')).map(([label]) => label)).toEqual([
      'Place',
      'Team',
      'Played',
      'Wins',
      'Draws',
      'Losses',
      'Points',
      'Buchholz',
    ])
  })

  it('battle royale: the total, each week under its heading, and each match', () => {
    expect(headings(3)).toContain('Week 1')
    const total = table('Overall standings')
    expect(columns(total).map(([label]) => label)).toEqual([
      'Place',
      'Team',
      'Matches',
      'Wins',
      'Placement points',
      'Kills',
      'Kill points',
      'Total',
    ])
    expect(rows(total)).toEqual([['TD:1', 'TH:Odesa Owls', 'TD:1', 'TD:1', 'TD:15', 'TD:7', 'TD:7', 'TD:22']])
    expect(rows(table('Week 1 standings'))).toHaveLength(1)
    expect(rows(table('Match 1 (Erangel): placements and kills'))).toHaveLength(1)
    expect(text(document.body)).toContain('Placement points: 15, 12, 10; 1 point per kill.')
  })

  it("folds each battle-royale match's table away under its caption; the day's table stays open", () => {
    const match = table('Match 1 (Erangel): placements and kills')
    const fold = match.closest('details')
    expect(fold?.open).toBe(false)
    expect(text(fold?.querySelector('summary') ?? null)).toBe('Match 1 (Erangel): placements and kills')
    expect(match.querySelector('caption')?.className).toBe('visually-hidden')
    expect(table('Week 1 standings').closest('details')).toBeNull()
    expect(table('Overall standings').closest('details')).toBeNull()
  })

  it('keeps the team column and the deciding one (points, total) in view while a table scrolls', () => {
    const sticky = (t: HTMLTableElement) =>
      [...t.querySelectorAll('thead th')].flatMap((th) =>
        th.className === '' ? [] : [`${text(th)}: ${th.className}`],
      )
    expect(sticky(table('Group 1 standings'))).toEqual([
      'Team: standings__team',
      'Points: standings__decisive',
    ])
    expect(sticky(table('Swiss standings'))).toEqual(['Team: standings__team', 'Points: standings__decisive'])
    expect(sticky(table('Overall standings'))).toEqual([
      'Team: standings__team',
      'Total: standings__decisive',
    ])
    const [row] = table('Group 1 standings').querySelectorAll('tbody tr')
    expect([...(row?.children ?? [])].map((cell) => cell.className)).toEqual([
      '',
      'standings__team',
      '',
      '',
      '',
      '',
      '',
      'standings__decisive',
    ])
  })

  it('says there are no results yet when no stage has any', () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="en">
        <ResultsView results={{ current_stage: null, stages: [] }} />
      </I18nProvider>,
    )
    expect(html).toBe('<p class="empty-state">No results yet: they appear after the first match.</p>')
  })
})
