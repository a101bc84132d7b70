/**
 * A team's Discord message, rendered from views written by hand: the buttons' ids and what reads them
 * back, names escaped for Discord's markdown, each state's words in both languages (the waiting place,
 * why a team left), what it lacks with its plural, a decision shown only beside the state it made, and
 * Discord's limits kept whatever the names.
 */
import { describe, expect, it } from 'vitest'
import {
  escapeMarkdown,
  type TeamMessageView,
  teamActionOf,
  teamMessage,
} from '#server/teams/discord/team-message.ts'

const TEAM = '0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b'
const TOURNAMENT = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d'

const view = (overrides: Partial<TeamMessageView> = {}): TeamMessageView => ({
  teamId: TEAM,
  name: 'Odesa Owls',
  logoUrl: 'https://vatra.test/media/team-logos/owls.png',
  state: 'registered',
  droppedReason: null,
  waitlistPosition: null,
  tournament: { id: TOURNAMENT, name: 'Spring Cup' },
  players: [
    { nickname: 'owl_one', discord: 'owl#0001', captain: true },
    { nickname: 'owl_two', discord: 'two', captain: false },
  ],
  maxSize: 3,
  missing: ['confirmation'],
  playersShort: 0,
  decision: null,
  awaitingDecision: true,
  ...overrides,
})

const embedOf = (shown: TeamMessageView) => teamMessage(shown, 'https://vatra.test').embeds?.[0]
const fieldsOf = (shown: TeamMessageView) => embedOf(shown)?.fields ?? []

describe("a team's Discord message", () => {
  it('names its buttons by action and team, and reads nothing else back', () => {
    expect(teamActionOf(`team:confirm:${TEAM}`)).toEqual({ action: 'confirm', teamId: TEAM })
    expect(teamActionOf(`team:reject:${TEAM}`)).toEqual({ action: 'reject', teamId: TEAM })
    for (const other of [
      `team:drop:${TEAM}`,
      `team:confirm:${TEAM.toUpperCase()}`,
      `team:confirm:${TEAM}:x`,
      ` team:confirm:${TEAM}`,
      'team:confirm:',
      '',
    ]) {
      expect(teamActionOf(other)).toBeUndefined()
    }
    const [row] = teamMessage(view(), 'https://vatra.test').components ?? []
    expect(row?.components.map((button) => ('custom_id' in button ? button.custom_id : button.url))).toEqual([
      `team:confirm:${TEAM}`,
      `team:reject:${TEAM}`,
      `https://vatra.test/console/tournaments/${TOURNAMENT}/teams`,
    ])
    // No decision awaited: the console's link alone.
    const [linkOnly] = teamMessage(view({ awaitingDecision: false }), 'https://vatra.test').components ?? []
    expect(linkOnly?.components).toHaveLength(1)
  })

  it('shows names as typed: no formatting, link or mention comes of them', () => {
    expect(escapeMarkdown('**bold** _x_ ~~y~~ `code` |spoiler| <@&1> [a](https://evil) (b)')).toBe(
      '\\*\\*bold\\*\\* \\_x\\_ \\~\\~y\\~\\~ \\`code\\` \\|spoiler\\| \\<@&1\\> \\[a\\]\\(https://evil\\) \\(b\\)',
    )
    const shown = view({ players: [{ nickname: '<@everyone>', discord: '[x](y)', captain: true }] })
    expect(fieldsOf(shown)[1]?.value).toBe(
      '• **\\<@everyone\\>** — Discord: \\[x\\]\\(y\\) (капітан · captain)',
    )
    expect(teamMessage(shown, 'https://vatra.test').allowed_mentions).toEqual({ parse: [] })
  })

  it('says each state in both languages: the waiting place, and why a dropped team left', () => {
    const description = (shown: Partial<TeamMessageView>) => embedOf(view(shown))?.description
    expect(description({ state: 'waitlisted', waitlistPosition: 3 })).toBe(
      '**Стан:** У черзі очікування, місце 3\n\n**Status:** On the waiting list, place 3',
    )
    expect(description({ state: 'dropped', droppedReason: 'no_check_in' })).toBe(
      '**Стан:** Вибула: не відмітилася\n\n**Status:** Dropped: did not check in',
    )
    expect(description({ state: 'dropped', droppedReason: 'withdrawn' })).toBe(
      '**Стан:** Знялася з турніру\n\n**Status:** Withdrawn from the tournament',
    )
    expect(embedOf(view({ state: 'confirmed' }))?.color).toBe(0x16a34a)
  })

  it('lists what the team lacks, the players with their plural, and nothing as nothing', () => {
    const missing = (shown: Partial<TeamMessageView>) => fieldsOf(view(shown))[2]
    expect(missing({ missing: ['logo', 'players', 'confirmation'], playersShort: 2 })).toEqual({
      name: 'Бракує · Missing',
      value: 'логотипа · a logo\n2 гравців · 2 players',
    })
    expect(missing({ missing: ['players'], playersShort: 21 })?.value).toBe('21 гравця · 21 players')
    expect(missing({ missing: ['confirmation', 'check_in'] })?.value).toBe('відмітки (check-in) · check-in')
    expect(missing({ missing: [] })?.value).toBe('нічого · nothing')
  })

  it('shows a decision only beside the state it made', () => {
    const confirmed = {
      kind: 'confirmed' as const,
      at: new Date('2026-07-01T09:30:00Z'),
      by: { discord: { id: '123456789012345678', username: 'mod' } },
      reason: null,
    }
    expect(embedOf(view({ state: 'confirmed', decision: confirmed }))?.description).toBe(
      '**Стан:** Підтверджена\nПідтвердив(-ла) <@123456789012345678>, 01.07.2026 12:30 (Київ, UTC+3)\n\n' +
        '**Status:** Confirmed\nConfirmed by <@123456789012345678>, 01.07.2026 12:30 (Kyiv, UTC+3)',
    )
    // Confirmed, then dropped at the check-in's close: the confirmation is not why it left.
    expect(
      embedOf(view({ state: 'dropped', droppedReason: 'no_check_in', decision: confirmed }))?.description,
    ).toBe('**Стан:** Вибула: не відмітилася\n\n**Status:** Dropped: did not check in')
  })

  it("keeps Discord's limits whatever the names and the reason", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      nickname: `player_${'x'.repeat(20)}_${i}`,
      discord: 'd'.repeat(64),
      captain: i === 0,
    }))
    const shown = view({
      name: 'n'.repeat(300),
      players: many,
      state: 'dropped',
      droppedReason: 'rejected',
      decision: {
        kind: 'rejected',
        at: new Date('2026-07-01T09:30:00Z'),
        by: { nickname: 'mod' },
        reason: '*'.repeat(500),
      },
    })
    const embed = embedOf(shown)
    expect(embed?.title?.length).toBeLessThanOrEqual(256)
    expect(embed?.description?.length).toBeLessThanOrEqual(4096)
    for (const field of embed?.fields ?? []) expect(field.value.length).toBeLessThanOrEqual(1024)
    expect(embed?.description).toContain(`Reason: ${'\\*'.repeat(500)}`)
  })
})
