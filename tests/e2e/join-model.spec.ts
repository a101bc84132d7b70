import type { APIRequestContext, Page } from '@playwright/test'
import { createTestModel } from 'xstate/graph'
import { ApiError } from '#core/shared/errors.ts'
import { joinMachine } from '#core/teams/join.machine.ts'
import {
  browserChart,
  coveringWalks,
  type ModelEvent,
  transitionsOf,
  type Walk,
  type WalkStep,
} from '../model/test-machine.ts'
import { fieldError, HASHING, passwordInput, toast } from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  completeProfileByApi,
  createTeamByApi,
  demoTournaments,
  fill,
  messages,
  screenHeading,
  texts,
  uniqueTeamName,
  validation,
} from './join-support.ts'
import { type Locale, localize, waitForHydration } from './support.ts'
import {
  createPhoneUser,
  signedInUser,
  signInWithRequest,
  useFreshClientAddress,
} from './support-accounts.ts'

// The join machine's chart (core/teams) walked through the browser: walks over the same abstract
// chart the model test walks (tests/model/join.model.test.ts) that together take every transition
// once at least, each event done as a person does it on `/tournaments/join/{id}` against the real
// server, and each state checked on the screen. A state here is the screen with what a retry would
// send (the request's kind, join or create, even when stale: the screens after a failed join and a
// failed create are told apart) and whether field errors show; every path to every state stays with
// the model test, which needs no browser.
//
// What a browser cannot make happen on demand is left to the other tests: a failure of the guard's
// reads (`error:checkEligibility`, the model test fakes it) and a closed registration (the server's
// data hook sends the user back before the machine starts: join.spec.ts checks it on the server and on
// client navigation). Every other event is real: a profile that lacks fields, a wrong join password, a
// team name already taken (each lands back on its form, the reason under its field). A retry exists
// only after a refused invitation, which has no form: invitation.spec.ts walks it.

type Step = WalkStep<ModelState>
type ModelState = {
  readonly value: unknown
  readonly context: {
    readonly fieldErrors: Readonly<
      Record<string, ReadonlyArray<{ key: string; params?: Record<string, unknown> }>>
    >
    readonly request: { readonly kind: string } | null
  }
  matches(value: unknown): boolean
}
type ModelPath = Walk<ModelState>

const OPEN = {
  registration_start: '2025-03-01T00:00:00Z',
  registration_end: '2025-03-20T00:00:00Z',
  games_start: null,
  games_end: null,
}
const NOW = Date.UTC(2025, 2, 10, 12)
const PICKED = { id: 'picked' }
const CREATE = { name: 'Valid', captain_discord: 'cap#1', description: '', join_password: 'secret-1' }

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.checkEligibility', output: { schedule: OPEN, now: NOW, profileComplete: true } },
  {
    type: 'xstate.done.actor.checkEligibility',
    output: { schedule: OPEN, now: NOW, profileComplete: false },
  },
  { type: 'join.find' },
  { type: 'join.create' },
  { type: 'join.back' },
  { type: 'team.pick', team: PICKED },
  { type: 'joinPassword.submit', values: { password: '' } },
  { type: 'joinPassword.submit', values: { password: 'secret-1' } },
  { type: 'create.submit', values: { ...CREATE, name: 'F' } },
  { type: 'create.submit', values: CREATE },
  { type: 'xstate.done.actor.submit', output: {} },
  { type: 'xstate.error.actor.submit', error: new ApiError({ status: 400, body: {} }) },
]

const LEFT_TO_OTHER_TESTS = new Set(['xstate.error.actor.checkEligibility'])

const chart = browserChart(joinMachine, LEFT_TO_OTHER_TESTS)

const stepLabel = ({ event }: Step): string => {
  const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:')
  if (event.type === 'xstate.done.actor.checkEligibility')
    return `${name}(${(event.output as { profileComplete: boolean }).profileComplete ? 'complete' : 'incomplete'})`
  if (event.values !== undefined) {
    const values = event.values as { password?: string; name?: string }
    const valid = values.password === undefined ? values.name !== 'F' : values.password !== ''
    return `${name}(${valid ? 'valid' : 'invalid'})`
  }
  return name
}
const describeSteps = (path: ModelPath): string => path.steps.slice(1).map(stepLabel).join(' → ')

const model = createTestModel(chart, {
  events,
  input: { tournamentId: 'cup' },
} as never) as unknown as Parameters<typeof coveringWalks<ModelState>>[0]

const stateKey = (state: ModelState): string =>
  JSON.stringify([
    state.value,
    state.context.request?.kind ?? null,
    Object.keys(state.context.fieldErrors).length > 0,
  ])
const eventKey = (event: ModelEvent): string => stepLabel({ event, state: undefined as never })

// About 25 steps a walk: the walks share out over the workers, each well within its time.
const walks = coveringWalks(model, { stateKey, eventKey, maxSteps: 25 })
// The languages take turns, so that both run every kind of step.
const localeOf = (index: number): Locale => (index % 2 === 0 ? 'uk' : 'en')

/** What axe looks at: a screen as it shows (a stale request shows nothing), in one language. */
const screenOf = (state: ModelState, locale: Locale): string | null =>
  state.matches('checking') || state.matches('submitting')
    ? null // calls in flight show the screen they end on
    : JSON.stringify([
        locale,
        state.value,
        state.matches('success') ? state.context.request?.kind : null,
        Object.keys(state.context.fieldErrors).length > 0,
      ])
/** axe runs once on each screen in each language, where a walk first shows it. */
const axeSteps: ReadonlyArray<ReadonlySet<number>> = (() => {
  const checked = new Set<string>()
  return walks.map((path, walk) => {
    const at = new Set<number>()
    for (const [index, { state }] of path.steps.entries()) {
      const screen = screenOf(state, localeOf(walk))
      if (screen === null || checked.has(screen)) continue
      checked.add(screen)
      at.add(index)
    }
    return at
  })
})()

/** A captain (own request context) with a team of the open tournament, to find, join and collide with. */
const captainTeam = async (request: APIRequestContext, tournamentId: string) => {
  const captain = await createPhoneUser(request)
  await signInWithRequest(request, captain)
  await completeProfileByApi(request, 'captain#9')
  const name = uniqueTeamName('Model')
  const team = await createTeamByApi(request, tournamentId, { name, join_password: 'right-pass' })
  return { name, id: team.id }
}

const walk = async (
  page: Page,
  captain: APIRequestContext,
  locale: Locale,
  path: ModelPath,
  axeAt: ReadonlySet<number>,
) => {
  const T = texts(locale)
  const M = messages(locale)
  const V = validation(locale)
  const { open } = await demoTournaments(page.request)
  const team = await captainTeam(captain, open.id)
  const complete = !path.steps.some(
    ({ event }) =>
      event.type === 'xstate.done.actor.checkEligibility' &&
      !(event.output as { profileComplete: boolean }).profileComplete,
  )
  await signedInUser(page)
  if (complete) await completeProfileByApi(page.request, 'walker#1')
  const next = (index: number, ...types: string[]) =>
    path.steps.slice(index + 1).find(({ event }) => types.includes(event.type))?.event

  const fields = async (state: ModelState) => {
    for (const [field, refs] of Object.entries(state.context.fieldErrors)) {
      const texts = refs.map((ref) =>
        fill(V[ref.key as keyof typeof V] ?? ref.key, (ref.params ?? {}) as Record<string, number>),
      )
      await expect(fieldError(page, field)).toHaveText(texts.join(''))
    }
  }
  /** After a refusal the form is back, with the server's reason under the field it concerns. */
  const refusal = async (event: ModelEvent, field: string, reason: string) => {
    // A join password's memory-hard hash may take a few seconds to check on a busy machine.
    if (event.type === 'xstate.error.actor.submit')
      await expect(fieldError(page, field)).toHaveText(reason, { timeout: HASHING })
  }
  const expectScreen = async (state: ModelState, event: ModelEvent) => {
    const created = state.context.request?.kind === 'create'
    if (state.matches('blocked'))
      await expect(page.getByRole('heading', { name: T.profile.heading })).toBeVisible()
    else if (state.matches('choosing')) await expect(screenHeading(page)).toHaveText(T.choose.label)
    else if (state.matches({ find: 'list' })) {
      await expect(screenHeading(page)).toHaveText(T.find.heading)
      await expect(page.getByRole('button', { name: fill(T.find.pick, { name: team.name }) })).toBeVisible()
    } else if (state.matches({ find: 'password' })) {
      await expect(screenHeading(page)).toHaveText(fill(T.password.heading, { name: team.name }))
      await fields(state)
      await refusal(event, 'password', V.wrongJoinPassword)
    } else if (state.matches('create')) {
      await expect(screenHeading(page)).toHaveText(T.create.heading)
      await fields(state)
      await refusal(event, 'name', V.teamNameTaken)
    } else if (state.matches('success')) {
      await expect(screenHeading(page)).toHaveText(
        created
          ? new RegExp(`^${fill(T.success.created, { name: '.+' })}$`)
          : fill(T.success.joined, { name: team.name }),
        // Creating with a password hashes it, joining with one checks it: scrypt's time on the server.
        { timeout: HASHING },
      )
      await expect(toast(page, created ? M.createdTeam : M.joinedTeam)).toBeVisible()
    }
    // Calls in flight (checking, submitting) last as long as the server takes: the event that ends
    // them is checked by the state it leads to.
  }

  await page.goto(localize(`/tournaments/join/${open.slug}`, locale))
  await waitForHydration(page)
  for (const [index, { state, event }] of path.steps.entries()) {
    switch (event.type) {
      case 'xstate.init':
        break
      case 'join.find':
        await page.getByRole('button', { name: T.choose.find }).click()
        // Searched at once, while the first list may still load: the search wins.
        await page.getByLabel(T.find.search, { exact: true }).fill(team.name)
        await page.getByRole('button', { name: T.find.searchSubmit, exact: true }).click()
        break
      case 'team.search':
        await page.getByLabel(T.find.search, { exact: true }).fill(team.name)
        await page.getByRole('button', { name: T.find.searchSubmit, exact: true }).click()
        break
      case 'join.create':
        await page.getByRole('button', { name: T.choose.create }).click()
        break
      case 'join.back': {
        // Back from the screen the step starts on.
        const from = path.steps[index - 1]?.state
        const back = from?.matches({ find: 'password' }) ? T.password.back : T.back
        await page.getByRole('button', { name: back, exact: true }).click()
        break
      }
      case 'join.forward':
        // The browser's Forward, to the password of the team picked before Back.
        await page.goForward()
        break
      case 'team.pick':
        await page.getByRole('button', { name: fill(T.find.pick, { name: team.name }) }).click()
        break
      case 'joinPassword.submit': {
        const { password } = event.values as { password: string }
        const answer = next(index, 'xstate.done.actor.submit', 'xstate.error.actor.submit')
        const typed =
          password === '' ? '' : answer?.type === 'xstate.error.actor.submit' ? 'wrong-pass' : 'right-pass'
        await passwordInput(page, T.password.label).fill(typed)
        await page.getByRole('button', { name: T.password.submit, exact: true }).click()
        break
      }
      case 'create.submit': {
        const { name } = event.values as { name: string }
        const answer = next(index, 'xstate.done.actor.submit', 'xstate.error.actor.submit')
        const typed =
          name === 'F'
            ? 'F'
            : answer?.type === 'xstate.error.actor.submit'
              ? team.name
              : uniqueTeamName('Walk')
        await page.getByLabel(T.create.name, { exact: true }).fill(typed)
        await passwordInput(page, T.create.password).fill('secret-1')
        await page.getByRole('button', { name: T.create.submit, exact: true }).click()
        break
      }
      default:
        // `xstate.done.actor.*` / `xstate.error.actor.*`: the server's answer, which the browser
        // waits for; the state it leads to is checked below.
        if (!event.type.startsWith('xstate.')) throw new Error(`No way to do ${event.type} in the browser`)
    }
    await expectScreen(state, event)
    if (axeAt.has(index))
      await expectNoViolations(
        page,
        `join chart: ${describeSteps({ steps: path.steps.slice(0, index + 1) })}`,
      )
  }
}

test.describe('join chart through the browser', () => {
  test.beforeEach(async ({ context, allowConsole }) => {
    await useFreshClientAddress(context)
    // The answers the paths provoke: a wrong join password or a taken name (400).
    allowConsole(/400/)
  })

  test('the walks take every transition of the chart', () => {
    const walked = new Set(
      walks.flatMap(({ steps }) =>
        steps
          .slice(1)
          .map(
            (step, index) => `${stateKey(steps[index]?.state as ModelState)} --${eventKey(step.event)}-->`,
          ),
      ),
    )
    expect([...walked].sort()).toEqual([...transitionsOf(model, { stateKey, eventKey })].sort())
  })

  for (const [index, path] of walks.entries()) {
    const locale = localeOf(index)
    test(`${locale}: ${describeSteps(path) || 'the first screen'}`, async ({ page, playwright, baseURL }) => {
      // A step takes about a second on a busy machine, axe a few more.
      test.setTimeout(30_000 + path.steps.length * 3_000)
      const captain = await playwright.request.newContext({ baseURL })
      try {
        await walk(page, captain, locale, path, axeSteps[index] ?? new Set())
      } finally {
        await captain.dispose()
      }
    })
  }
})
