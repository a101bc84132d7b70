import type { Page } from '@playwright/test'
import { serializeSnapshot } from 'xstate/graph'
import { teamMachine } from '#core/teams/team.machine.ts'
import type { Team } from '#core/teams/team.schema.ts'
import {
  coveringWalks,
  createModel,
  type ModelEvent,
  transitionsOf,
  type Walk,
  type WalkStep,
} from '../model/test-machine.ts'
import { ACCOUNT, expectNoViolations, fill, toast } from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import { openMyTournaments, type Setup, TEXTS, teamCard, teamWithPlayer } from './my-tournaments-support.ts'
import type { Locale } from './support.ts'
import { useFreshClientAddress } from './support-accounts.ts'

// The team machine's chart (core/teams) walked through the browser as the captain: walks over the same
// abstract chart the model test walks (tests/model/team.model.test.ts) that together take every
// transition out of every state (the chart's own states: with or without the player, the link shown
// or not) once at least, each event done as the captain does it on My tournaments, against the real
// server, and each state checked on the screen.
//
// Walked here: removing the player (asked, cancelled, confirmed), copying the invitation link (the
// clipboard allowed or refused) and leaving once alone. Left to the other tests: adding a player and
// the logo (my-tournaments.spec.ts), check-in and its clock, and the server's refusals (the model test,
// with fakes: a browser cannot make them happen on demand).

const player = (id: string, isCaptain: boolean) => ({
  id,
  nickname: id,
  avatar_url: null,
  is_captain: isCaptain,
  joined_at: '2025-03-02T10:00:00Z',
  contacts: null,
})
/** The abstract team: the captain and one player (their real ids do not matter to the chart). */
const TEAM: Team = {
  id: 'team',
  tournament_id: 'cup',
  name: 'Team',
  logo_url: null,
  description: '',
  captain: { id: 'captain', nickname: 'captain', discord: 'captain' },
  size: 2,
  max_size: 6,
  free_places: 4,
  state: 'registered',
  waitlist_position: null,
  has_join_password: true,
  created_at: '2025-03-02T10:00:00Z',
  players: [player('captain', true), player('player', false)],
  min_size: 5,
  invite_url: '/join/team/invitation-code-0001',
  is_captain: true,
  missing: ['logo', 'players', 'confirmation'],
  registration_end: '2099-01-01T00:00:00Z',
  check_in: null,
  dropped_reason: null,
}

const EVENTS: ModelEvent[] = [
  { type: 'player.remove', playerId: 'player' },
  { type: 'removal.cancel' },
  { type: 'removal.confirm' },
  { type: 'xstate.done.actor.removePlayer', output: { ...TEAM, players: [TEAM.players[0]], size: 1 } },
  { type: 'link.copy' },
  { type: 'xstate.done.actor.copyLink', output: undefined },
  { type: 'xstate.error.actor.copyLink', error: new Error('refused') },
  { type: 'team.leave' },
  { type: 'leave.cancel' },
  { type: 'leave.confirm' },
  { type: 'xstate.done.actor.leave', output: undefined },
]
const WALKED = new Set(EVENTS.map((event) => event.type))

type Step = WalkStep<{ readonly value: unknown; readonly context: { readonly linkShown: boolean } }>
type ModelPath = Walk<Step['state']>

const model = createModel(teamMachine, {
  events: EVENTS,
  input: { team: TEAM, userId: 'captain', now: Date.parse('2025-03-02T12:00:00Z') },
  filterEvents: (_, event) => WALKED.has(event.type),
}) as unknown as Parameters<typeof coveringWalks<Step['state']>>[0]
const stateKey = (state: Step['state']): string => serializeSnapshot(state as never)
const eventKey = (event: ModelEvent): string => event.type
// Walks of up to 20 steps: a few tests that share out over the workers.
const walks = coveringWalks(model, { stateKey, eventKey, maxSteps: 20 })
// The languages take turns, so that both run every kind of step.
const localeOf = (walk: number): Locale => (walk % 2 === 0 ? 'uk' : 'en')
/** The screens a person rests on (not the instants a request is under way), told apart as they look. */
const RESTING = new Set(['idle', 'confirmingRemoval', 'confirmingLeave', 'left'])
/** axe runs once on each resting screen in each language, where a walk first shows it. */
const axeSteps: ReadonlyArray<ReadonlySet<number>> = (() => {
  const checked = new Set<string>()
  return walks.map((path, walk) => {
    const at = new Set<number>()
    let removed = false
    for (const [index, { state, event }] of path.steps.entries()) {
      if (event.type === 'xstate.done.actor.removePlayer') removed = true
      if (typeof state.value !== 'string' || !RESTING.has(state.value)) continue
      const screen = `${localeOf(walk)} ${state.value} removed:${removed} link:${state.context.linkShown}`
      if (checked.has(screen)) continue
      checked.add(screen)
      at.add(index)
    }
    return at
  })
})()

const label = ({ event }: Step): string => event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:')

const walk = async (
  page: Page,
  locale: Locale,
  path: ModelPath,
  setup: Setup,
  axeAt: ReadonlySet<number>,
): Promise<void> => {
  const T = TEXTS[locale]
  const F = ACCOUNT[locale].flows.messages
  const card = teamCard(page, locale, setup.name)
  const removeDialog = page.getByRole('alertdialog', { name: T.removeDialog.title })
  const leaveDialog = page.getByRole('alertdialog', { name: T.leave.title })
  let removed = false
  const next = (index: number, ...types: string[]) =>
    path.steps.slice(index + 1).find(({ event }) => types.includes(event.type))?.event

  await openMyTournaments(page, locale)
  for (const [index, { state, event }] of path.steps.entries()) {
    switch (event.type) {
      case 'xstate.init':
        break
      case 'player.remove': {
        const remove = card.getByRole('button', {
          name: fill(T.players.removeLabel, { name: setup.player.nickname }),
        })
        // The player gone, there is nobody to remove: no button (the chart ignores the event).
        if (removed) await expect(remove).toHaveCount(0)
        else await remove.click()
        break
      }
      case 'removal.cancel':
        await removeDialog.getByRole('button', { name: T.removeDialog.cancel }).click()
        break
      case 'removal.confirm':
        await removeDialog.getByRole('button', { name: T.removeDialog.confirm }).click()
        break
      case 'xstate.done.actor.removePlayer':
        removed = true
        await expect(toast(page, F.playerRemoved).last()).toBeVisible()
        break
      case 'link.copy': {
        const outcome = next(index, 'xstate.done.actor.copyLink', 'xstate.error.actor.copyLink')
        if (outcome?.type === 'xstate.error.actor.copyLink') {
          // The browser refuses: no clipboard on this page.
          await page.evaluate(() =>
            Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }),
          )
        } else {
          // Refused earlier in this walk: the page's own clipboard again.
          await page.evaluate(() => Reflect.deleteProperty(navigator, 'clipboard'))
          await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
        }
        await card.getByRole('button', { name: T.invite.copy }).click()
        break
      }
      case 'xstate.done.actor.copyLink':
        await expect(toast(page, F.linkCopied).last()).toBeVisible()
        break
      case 'team.leave': {
        const leave = card.getByRole('button', { name: T.leave.button })
        // The captain of a team with players stays: no button (the chart ignores the event).
        if (removed) await leave.click()
        else await expect(leave).toHaveCount(0)
        break
      }
      case 'leave.cancel':
        await leaveDialog.getByRole('button', { name: T.leave.cancel }).click()
        break
      case 'leave.confirm':
        await leaveDialog.getByRole('button', { name: T.leave.confirm }).click()
        break
      default:
        // The server's answers and the browser's refusal: the state they lead to is checked below.
        if (!event.type.startsWith('xstate.')) throw new Error(`No way to do ${event.type} in the browser`)
    }
    const value = state.value
    if (value === 'confirmingRemoval') await expect(removeDialog).toBeVisible()
    else if (value === 'confirmingLeave') await expect(leaveDialog).toBeVisible()
    // Gone: the list is read again after leaving, and the server no longer has the user in the team.
    else if (value === 'left') await expect(card).toHaveCount(0)
    else if (value === 'idle') {
      await expect(removeDialog).toBeHidden()
      await expect(leaveDialog).toBeHidden()
      await expect(card.getByText(setup.player.nickname, { exact: true })).toHaveCount(removed ? 0 : 1)
      const fallback = card.getByRole('textbox', { name: T.invite.fallbackLabel })
      await expect(fallback).toHaveCount(state.context.linkShown ? 1 : 0)
      // The captain may leave only once alone.
      await expect(card.getByRole('button', { name: T.leave.button })).toHaveCount(removed ? 1 : 0)
    }
    if (axeAt.has(index))
      await expectNoViolations(
        page,
        `team chart: ${
          path.steps
            .slice(1, index + 1)
            .map(label)
            .join(' → ') || 'the first screen'
        }`,
      )
  }
}

test.describe('team chart through the browser (the captain)', () => {
  test.beforeEach(async ({ context }) => {
    await useFreshClientAddress(context)
  })

  test('the walks take every transition of the chart', () => {
    const walked = new Set(
      walks.flatMap(({ steps }) =>
        steps
          .slice(1)
          .map(
            (step, index) => `${stateKey(steps[index]?.state as Step['state'])} --${eventKey(step.event)}-->`,
          ),
      ),
    )
    expect([...walked].sort()).toEqual([...transitionsOf(model, { stateKey, eventKey })].sort())
  })

  for (const [index, path] of walks.entries()) {
    const locale = localeOf(index)
    test(`${locale}: ${path.steps.slice(1).map(label).join(' → ') || 'the first screen'}`, async ({
      page,
      browser,
    }) => {
      // A step takes about a second on a busy machine, axe a few more.
      test.setTimeout(30_000 + path.steps.length * 3_000)
      const setup = await teamWithPlayer(browser, page)
      await walk(page, locale, path, setup, axeSteps[index] ?? new Set())
    })
  }
})
