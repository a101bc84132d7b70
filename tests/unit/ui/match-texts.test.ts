/**
 * The match page's pure mappings, with expectations written by hand: where a match sits (the server's
 * `positionOf`, from a stage's kind and the match's group, round and its bracket's last round), and
 * how the page words it in both languages (round, match, format, title and description).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { matchPagePath } from '#core/tournaments/match-path.ts'
import type { MatchView } from '#core/tournaments/match-view.ts'
import en from '#locales/en/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import uk from '#locales/uk/index.ts'
import ukTournament from '#locales/uk/tournament/index.ts'
import { positionOf } from '#server/tournaments/stages/match-view.ts'
import {
  bestOfText,
  matchDescription,
  matchTitle,
  positionName,
  positionRound,
} from '#ui/features/tournaments/match/match-texts.ts'
import { registerDictionary, translate } from '#ui/shared/i18n/i18n.tsx'

beforeAll(() => {
  registerDictionary('en', { ...en, tournament: enTournament })
  registerDictionary('uk', { ...uk, tournament: ukTournament })
})

const ID = '00000000-0000-4000-8000-000000000001'
const at = (groupNumber: number, roundNumber: number, lastRound: number, number = 1) => ({
  id: ID,
  groupNumber,
  roundNumber,
  number,
  lastRound,
})

describe('where a match sits', () => {
  it('names single-elimination rounds from the end, the earlier ones by number', () => {
    expect(positionOf('single_elimination', at(1, 3, 3))).toEqual({
      id: ID,
      bracket: 'main',
      group: null,
      round: 3,
      round_name: { name: 'final' },
      number: 1,
    })
    expect(positionOf('single_elimination', at(1, 2, 5, 4)).round_name).toEqual({ name: 'round', number: 2 })
    expect(positionOf('single_elimination', at(1, 3, 5)).round_name).toEqual({ name: 'quarterfinal' })
  })

  it('knows the brackets of a double elimination by their group', () => {
    expect(positionOf('double_elimination', at(1, 2, 3))).toMatchObject({
      bracket: 'upper',
      round_name: { name: 'upperSemifinal' },
    })
    expect(positionOf('double_elimination', at(2, 1, 4))).toMatchObject({
      bracket: 'lower',
      round_name: { name: 'lowerRound', number: 1 },
    })
    expect(positionOf('double_elimination', at(2, 4, 4)).round_name).toEqual({ name: 'lowerFinal' })
    expect(positionOf('double_elimination', at(3, 2, 2))).toMatchObject({
      bracket: 'grand_final',
      round_name: { name: 'grandFinalReset' },
    })
  })

  it('gives round robin its group and Swiss neither bracket nor group', () => {
    expect(positionOf('round_robin', at(3, 2, 7))).toMatchObject({
      bracket: null,
      group: 3,
      round_name: { name: 'round', number: 2 },
    })
    expect(positionOf('swiss', at(1, 4, 5))).toMatchObject({
      bracket: null,
      group: null,
      round_name: { name: 'round', number: 4 },
    })
  })
})

const view: MatchView = {
  id: ID,
  bracket: 'upper',
  group: null,
  round: 1,
  round_name: { name: 'round', number: 1 },
  number: 2,
  tournament: { id: ID, slug: 'kyiv-cup', name: 'Kyiv Cup' },
  stage: { id: ID, number: 1, name: { uk: 'Плей-оф', en: 'Playoff' }, kind: 'double_elimination' },
  status: 'ready',
  best_of: 3,
  scheduled_at: null,
  sides: [
    {
      team: { id: ID, name: 'Kyiv Wolves', logo_url: null, seed: 1, players: [] },
      score: null,
      result: null,
      forfeit: false,
    },
    null,
  ],
  winner_to: null,
  loser_to: null,
}

describe('the match page in words', () => {
  const inEnglish = () => translate('en')
  const inUkrainian = () => translate('uk')

  it('names a plain round of a double elimination with its bracket, a named round alone', () => {
    expect(positionRound(inEnglish(), view)).toBe('Upper bracket, Round 1')
    expect(positionRound(inUkrainian(), view)).toBe('Верхня сітка, Раунд 1')
    const final = { ...view, bracket: 'main' as const, round_name: { name: 'final' as const } }
    expect(positionRound(inEnglish(), final)).toBe('Final')
    expect(positionName(inEnglish(), final)).toBe('Final, match 2')
    expect(positionName(inUkrainian(), final)).toBe('Фінал, матч 2')
  })

  it('writes best of N as the details tab does', () => {
    expect(bestOfText(inEnglish(), 3)).toBe('First to 2 wins out of 3')
    expect(bestOfText(inEnglish(), 1)).toBe('First to 1 win out of 1')
    expect(bestOfText(inUkrainian(), 5)).toBe('До 3 перемог з 5')
  })

  it('titles and describes the page, a bye named as such', () => {
    expect(matchTitle(inEnglish(), view)).toBe('Kyiv Wolves vs Bye · Kyiv Cup')
    expect(matchDescription(inEnglish(), 'en', view)).toBe(
      'Kyiv Wolves vs Bye: Upper bracket, Round 1, Playoff, Kyiv Cup. First to 2 wins out of 3.',
    )
    expect(matchTitle(inUkrainian(), view)).toBe('Kyiv Wolves проти Вільний прохід · Kyiv Cup')
  })

  it('puts the page under its tournament', () => {
    expect(matchPagePath('kyiv-cup', ID)).toBe(`/tournaments/kyiv-cup/matches/${ID}`)
  })
})
