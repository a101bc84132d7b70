import type { Page } from '@playwright/test'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import { teamMachine } from '#core/teams/team.machine.ts'
import type { Team } from '#core/teams/team.schema.ts'
import { cannedTeam } from '../fakes/teams.ts'
import {
  coveringWalks,
  createModel,
  type ModelEvent,
  transitionsOf,
  type Walk,
  type WalkStep,
} from '../model/test-machine.ts'
import { ACCOUNT, fieldError, fill, toast } from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  api,
  INVITE_LINK,
  openMyTournaments,
  type Setup,
  TEXTS,
  teamCard,
  teamWithPlayer,
} from './my-tournaments-support.ts'
import { pngFile } from './profile-support.ts'
import type { Locale } from './support.ts'
import { useFreshClientAddress } from './support-accounts.ts'

// The team machine's chart (core/teams) walked through the browser as the captain: walks over the same
// abstract chart the model test walks (tests/model/team.model.test.ts) that together take every
// transition out of every state once at least, each event done as the captain does it on My
// tournaments, against the real server, and each state checked on the screen. A state here is the
// chart's state with what its guards and the screen depend on: with or without the player, with or
// without the player invited back, the link shown to copy by hand or not. The logo and a refused
// nickname are checked on every screen but make no states of their own.
//
// Walked here: uploading the logo; inviting the player by nickname (the one the captain removed, so
// the walk needs no third account: they are invited, not in the team) and a nickname nobody has (the
// server refuses it, under the field); withdrawing that invitation; removing the player (asked,
// cancelled, confirmed); copying the invitation link (the clipboard allowed or refused); replacing the
// link (asked, cancelled, confirmed); and leaving once alone. Accepting an invitation is the player's
// (invitation-accept.spec.ts).
// Left to the other tests: a logo refused or lost and a failed removal (my-tournaments.spec.ts),
// check-in (it needs the clock, which a test cannot move on the running server: check-in.spec.ts),
// and the server's other refusals (the model test, with fakes: a browser cannot make them on demand)
// with a nickname core refuses before asking the server (the model test too: here it would give
// every screen a state with field errors, as the refused nickname would).

const player = (id: string, isCaptain: boolean) => ({
  id,
  nickname: id,
  avatar_url: null,
  is_captain: isCaptain,
  joined_at: '2025-03-02T10:00:00Z',
  contacts: null,
})
/** The abstract team: the captain and one player (their real ids do not matter to the chart). */
const TEAM: Team = cannedTeam({
  size: 2,
  max_size: 6,
  players: [player('captain', true), player('player', false)],
  invite_url: '/join/team/invitation-code-0001',
  invitees: [],
  is_captain: true,
  missing: ['logo', 'players', 'confirmation'],
})

/** The team once the captain has removed the player. */
const ALONE: Team = { ...TEAM, players: TEAM.players.slice(0, 1), size: 1 }
/** The team once the captain has invited the removed player back: invited, not in it. */
const INVITED: Team = {
  ...ALONE,
  invitees: [{ id: 'player', nickname: 'player', invited_at: '2025-03-02T12:00:00Z' }],
}
const RELINKED = '/join/team/invitation-code-0002'

const EVENTS: ModelEvent[] = [
  { type: 'logo.uploaded', image: { url: '/media/team-logos/team.png', variants: [] } },
  // The nickname typed is the removed player's, or one nobody has: the step after it says which.
  { type: 'player.invite', values: { nickname: 'player' } },
  { type: 'xstate.done.actor.invitePlayer', output: INVITED },
  {
    type: 'xstate.error.actor.invitePlayer',
    error: new FieldsRefused({ fields: { nickname: [{ key: 'userNotFound' }] } }),
  },
  { type: 'invitation.withdraw', userId: 'player' },
  { type: 'xstate.done.actor.withdrawInvitation', output: ALONE },
  { type: 'player.remove', playerId: 'player' },
  { type: 'removal.cancel' },
  { type: 'removal.confirm' },
  { type: 'xstate.done.actor.removePlayer', output: ALONE },
  { type: 'link.copy' },
  { type: 'xstate.done.actor.copyLink', output: undefined },
  { type: 'xstate.error.actor.copyLink', error: new Error('refused') },
  { type: 'link.replace' },
  { type: 'replacement.cancel' },
  { type: 'replacement.confirm' },
  // The server answers the team as it is, with or without the player or the invitee, with the new link.
  { type: 'xstate.done.actor.replaceLink', output: { ...TEAM, invite_url: RELINKED } },
  { type: 'xstate.done.actor.replaceLink', output: { ...ALONE, invite_url: RELINKED } },
  { type: 'xstate.done.actor.replaceLink', output: { ...INVITED, invite_url: RELINKED } },
  { type: 'team.leave' },
  { type: 'leave.cancel' },
  { type: 'leave.confirm' },
  { type: 'xstate.done.actor.leave', output: undefined },
]
const WALKED = new Set(EVENTS.map((event) => event.type))

type Step = WalkStep<{
  readonly value: unknown
  readonly context: { readonly linkShown: boolean; readonly team: Team }
}>
type ModelPath = Walk<Step['state']>

const playersOf = (state: Step['state']): number => state.context.team.players.length
const inviteesOf = (state: Step['state']): number => state.context.team.invitees?.length ?? 0
const model = createModel(teamMachine, {
  events: EVENTS,
  input: { team: TEAM, userId: 'captain', now: Date.parse('2025-03-02T12:00:00Z') },
  filterEvents: (snapshot, event) => {
    const state = snapshot as unknown as Step['state']
    // The removed player is invited back; while in the team, the server would refuse them.
    if (event.type === 'xstate.done.actor.invitePlayer') return playersOf(state) === 1
    if (event.type === 'xstate.done.actor.replaceLink') {
      const output = event.output as Team
      return (
        output.players.length === playersOf(state) && (output.invitees?.length ?? 0) === inviteesOf(state)
      )
    }
    return WALKED.has(event.type)
  },
}) as unknown as Parameters<typeof coveringWalks<Step['state']>>[0]
const stateKey = (state: Step['state']): string =>
  JSON.stringify([state.value, playersOf(state), inviteesOf(state), state.context.linkShown])
const eventKey = (event: ModelEvent): string => event.type
// Walks of up to 20 steps: a few tests that share out over the workers.
const walks = coveringWalks(model, { stateKey, eventKey, maxSteps: 20 })
// The languages take turns, so that both run every kind of step.
const localeOf = (walk: number): Locale => (walk % 2 === 0 ? 'uk' : 'en')
/** The screens a person rests on (not the instants a request is under way), told apart as they look. */
const RESTING = new Set(['idle', 'confirmingRemoval', 'confirmingReplacement', 'confirmingLeave', 'left'])
/** axe runs once on each resting screen in each language, where a walk first shows it. */
const axeSteps: ReadonlyArray<ReadonlySet<number>> = (() => {
  const checked = new Set<string>()
  return walks.map((path, walk) => {
    const at = new Set<number>()
    for (const [index, { state }] of path.steps.entries()) {
      if (typeof state.value !== 'string' || !RESTING.has(state.value)) continue
      const screen = `${localeOf(walk)} ${stateKey(state)}`
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
  const V = ACCOUNT[locale].validation
  const card = teamCard(page, locale, setup.name)
  const removeDialog = page.getByRole('alertdialog', {
    name: fill(T.removeDialog.title, { player: setup.player.nickname, team: setup.name }),
  })
  const replaceDialog = page.getByRole('alertdialog', { name: T.replaceDialog.title })
  const leaveDialog = page.getByRole('alertdialog', { name: T.leave.title })
  const inviteForm = card.getByRole('form', { name: T.invitePlayer.heading })
  const invitees = card.getByRole('region', { name: T.invitees.heading })
  const withdraw = card.getByRole('button', {
    name: fill(T.invitees.withdrawLabel, { name: setup.player.nickname }),
  })
  const logo = card.getByRole('img', { name: fill(T.logo.alt, { name: setup.name }) })
  const missing = card.getByRole('region', { name: T.missingHeading })
  const inviteUrl = async (): Promise<string> =>
    String((await api(page.request, 'GET', `/teams/${setup.teamId}`)).body.invite_url)
  let removed = false
  let invited = false
  let logoUploaded = false
  let nicknameRefused = false
  let replacedLink = ''
  const next = (index: number, ...types: string[]) =>
    path.steps.slice(index + 1).find(({ event }) => types.includes(event.type))?.event

  await openMyTournaments(page, locale)
  for (const [index, { state, event }] of path.steps.entries()) {
    switch (event.type) {
      case 'xstate.init':
        break
      case 'logo.uploaded': {
        const chooser = page.waitForEvent('filechooser')
        await card.getByRole('button', { name: T.logo.choose, exact: true }).click()
        await (await chooser).setFiles(await pngFile())
        await expect(toast(page, F.teamLogoUpdated).last()).toBeVisible()
        logoUploaded = true
        break
      }
      case 'player.invite': {
        const outcome = next(index, 'xstate.done.actor.invitePlayer', 'xstate.error.actor.invitePlayer')
        const nickname =
          outcome?.type === 'xstate.done.actor.invitePlayer'
            ? setup.player.nickname
            : `nobody-${setup.teamId.slice(0, 8)}`
        nicknameRefused = false
        await inviteForm.getByLabel(T.invitePlayer.nickname, { exact: true }).fill(nickname)
        await inviteForm.getByRole('button', { name: T.invitePlayer.submit, exact: true }).click()
        break
      }
      case 'xstate.done.actor.invitePlayer':
        invited = true
        await expect(toast(page, F.invitationSent).last()).toBeVisible()
        break
      case 'xstate.error.actor.invitePlayer':
        nicknameRefused = true
        await expect(toast(page, F.invitePlayerFailed).last()).toBeVisible()
        break
      case 'invitation.withdraw':
        // Nobody invited: no button (the chart ignores the event).
        if (invited) await withdraw.click()
        else await expect(withdraw).toHaveCount(0)
        break
      case 'xstate.done.actor.withdrawInvitation':
        invited = false
        await expect(toast(page, F.invitationWithdrawn).last()).toBeVisible()
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
        await card.getByRole('button', { name: INVITE_LINK[locale].copy }).click()
        break
      }
      case 'xstate.done.actor.copyLink':
        await expect(toast(page, F.linkCopied).last()).toBeVisible()
        break
      case 'link.replace':
        replacedLink = await inviteUrl()
        await card.getByRole('button', { name: T.invite.replace }).click()
        break
      case 'replacement.cancel':
        await replaceDialog.getByRole('button', { name: T.replaceDialog.cancel }).click()
        // Cancelled: the server's link is the one it was.
        expect(await inviteUrl()).toBe(replacedLink)
        break
      case 'replacement.confirm':
        await replaceDialog.getByRole('button', { name: T.replaceDialog.confirm }).click()
        break
      case 'xstate.done.actor.replaceLink': {
        await expect(toast(page, F.inviteLinkReplaced).last()).toBeVisible()
        const fresh = await inviteUrl()
        expect(fresh).toMatch(new RegExp(`^/join/${setup.teamId}/[A-Za-z0-9_-]{16,}$`))
        expect(fresh).not.toBe(replacedLink)
        break
      }
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
    else if (value === 'confirmingReplacement') await expect(replaceDialog).toBeVisible()
    else if (value === 'confirmingLeave') await expect(leaveDialog).toBeVisible()
    // Gone: the list is read again after leaving, and the server no longer has the user in the team.
    else if (value === 'left') await expect(card).toHaveCount(0)
    else if (value === 'idle') {
      await expect(removeDialog).toBeHidden()
      await expect(replaceDialog).toBeHidden()
      await expect(leaveDialog).toBeHidden()
      // The player is in the team until removed, and among the invitees (not the players) once invited back.
      await expect(
        card.getByRole('button', { name: fill(T.players.removeLabel, { name: setup.player.nickname }) }),
      ).toHaveCount(removed ? 0 : 1)
      await expect(invitees).toHaveCount(invited ? 1 : 0)
      if (invited) await expect(invitees.getByText(setup.player.nickname, { exact: true })).toBeVisible()
      await expect(card.getByText(setup.player.nickname, { exact: true })).toHaveCount(
        (removed ? 0 : 1) + (invited ? 1 : 0),
      )
      await expect(logo).toHaveCount(logoUploaded ? 1 : 0)
      if (logoUploaded) await expect(missing).not.toContainText(T.missing.logo)
      else await expect(missing).toContainText(T.missing.logo)
      // The server's reason stays under the field until the captain tries again.
      if (nicknameRefused) await expect(fieldError(page, 'nickname')).toHaveText(V.userNotFound)
      else await expect(fieldError(page, 'nickname')).toHaveCount(0)
      const fallback = card.getByRole('textbox', { name: INVITE_LINK[locale].fallbackLabel })
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
    // Every event listed is walked: none is kept out of the chart by the filter above.
    const types = new Set(walks.flatMap(({ steps }) => steps.slice(1).map(({ event }) => event.type)))
    expect([...types].sort()).toEqual([...WALKED].sort())
  })

  for (const [index, path] of walks.entries()) {
    const locale = localeOf(index)
    test(`${locale}: ${path.steps.slice(1).map(label).join(' → ') || 'the first screen'}`, async ({
      page,
      browser,
      allowConsole,
    }) => {
      // A step takes about a second on a busy machine, axe a few more.
      test.setTimeout(30_000 + path.steps.length * 3_000)
      // The server refuses a nickname nobody has, and the browser logs the answer.
      if (path.steps.some(({ event }) => event.type === 'xstate.error.actor.invitePlayer'))
        allowConsole(/status of 400 \(Bad Request\) <\S+\/members>$/)
      const setup = await teamWithPlayer(browser, page)
      await walk(page, locale, path, setup, axeSteps[index] ?? new Set())
    })
  }
})
