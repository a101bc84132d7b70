/**
 * V1.3.12 The worst inputs for the server's patterns do not stall it: over real HTTP, while an avatar
 * of white space and one letter is uploaded and over-long e-mail addresses are posted to the sign-up,
 * password-recovery and profile endpoints, `GET /healthz` keeps answering within 100 ms.
 *
 * The server runs in this process, so a blocked event loop stops the probes too: each probe is due at
 * a fixed time and is measured from that time, not from when it could finally be sent. A regex that
 * backtracks for a second shows as a probe answered a second after it was due. The machine may be
 * busy with other work (two cores, parallel test files), which delays a probe now and then: each
 * attack is sent up to three times and the calmest run counts. A stalling pattern stalls every run.
 */
import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { PROFILE_PATHS, UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { freshIp, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { type SignedIn, signedInByPhone } from './support/profile.ts'

const HEALTH_BUDGET_MS = 100
const PROBE_EVERY_MS = 20
const MIN_PROBES = 5
const RUNS = 3

/** Resolves at `due` (performance.now() time), or at once when the event loop is already past it. */
const until = (due: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))

// Two runs of the same characters that a backtracking pattern could split in many ways, each just
// long enough to block a vulnerable server for a second or more, and short enough to stay inside
// the body limits (16 KiB of JSON, the image size).
const SPACES_THEN_A_LETTER = `${' '.repeat(28)}x`
const EMPTY_COMMENTS_THEN_A_LETTER = `${'<!---->'.repeat(28)}x`
/** Dots for the domain to be split at, and an `@` at the end so the address never matches. */
const LONG_EMAIL = `a@${'b.'.repeat(7_900)}c@`
const BENIGN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c82814"/></svg>'

describe('V1.3.12 /healthz answers within 100 ms while the worst inputs are sent', () => {
  const backend = backends[0]
  if (backend === undefined) throw new Error('no database backend')
  const h = useAccountsHarness(backend)
  let server: ServerType
  let origin: string
  let user: SignedIn

  beforeAll(async () => {
    user = await signedInByPhone(h)
    await new Promise<void>((resolve) => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
    })
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    // What runs once per process (the HTTP client, the image pipeline's modules) is not what is
    // measured: a benign upload and a probe first.
    expect((await fetch(`${origin}/healthz`)).status).toBe(200)
    expect((await uploadAvatar(BENIGN_SVG)).status).toBe(200)
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  /**
   * Sends `attack`, probing /healthz every 20 ms until it has answered (at least 5 probes), and
   * answers the attack's status and the latest answer of a probe past its due time.
   */
  const probedDuring = async (attack: () => Promise<Response>) => {
    const started = performance.now()
    let answered = false
    const attackAnswer = attack().then(async (response) => {
      await response.arrayBuffer()
      answered = true
      return response.status
    })
    const probes: Array<Promise<number>> = []
    for (let index = 0; !answered || index < MIN_PROBES; index += 1) {
      const due = started + index * PROBE_EVERY_MS
      await until(due)
      probes.push(
        fetch(`${origin}/healthz`).then(async (response) => {
          expect(response.status).toBe(200)
          await response.arrayBuffer()
          return performance.now() - due
        }),
      )
    }
    const status = await attackAnswer
    const latencies = await Promise.all(probes)
    return { status, worstMs: Math.round(Math.max(...latencies)) }
  }

  /** `probedDuring` until a run stays within the budget, at most three times; the calmest run. */
  const calmestOf = async (attack: () => Promise<Response>) => {
    let calmest = await probedDuring(attack)
    for (let run = 1; run < RUNS && calmest.worstMs >= HEALTH_BUDGET_MS; run += 1) {
      const next = await probedDuring(attack)
      if (next.worstMs < calmest.worstMs) calmest = next
    }
    return calmest
  }

  const postJson = (path: string, body: unknown, bearer?: string) =>
    fetch(`${origin}/api/v1${path}`, {
      method: bearer ? 'PATCH' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': freshIp(),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    })

  const uploadAvatar = (text: string) => {
    const form = new FormData()
    form.append(UPLOAD_FIELD, new Blob([text], { type: 'image/svg+xml' }), 'avatar.svg')
    return fetch(`${origin}/api/v1${PROFILE_PATHS.avatar}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.tokens.access}`, 'X-Forwarded-For': freshIp() },
      body: form,
    })
  }

  it.each([
    ['white space and a letter', SPACES_THEN_A_LETTER],
    ['empty comments and a letter', EMPTY_COMMENTS_THEN_A_LETTER],
  ])('an avatar of %s is refused without stalling the server', async (_name, text) => {
    const { status, worstMs } = await calmestOf(() => uploadAvatar(text))
    expect(status).toBe(400)
    expect(worstMs).toBeLessThan(HEALTH_BUDGET_MS)
  })

  it.each([
    [
      'e-mail sign-up',
      ACCOUNT_PATHS.emailRegister,
      { email: LONG_EMAIL, nickname: 'longmail', accept_terms: true },
    ],
    ['password recovery', ACCOUNT_PATHS.forgotPassword, { email: LONG_EMAIL }],
  ])(
    'an over-long e-mail address at %s is refused without stalling the server',
    async (_name, path, body) => {
      expect(JSON.stringify(body).length).toBeLessThan(16 * 1024)
      const { status, worstMs } = await calmestOf(() => postJson(path, body))
      expect(status).toBe(400)
      expect(worstMs).toBeLessThan(HEALTH_BUDGET_MS)
    },
  )

  it('an over-long e-mail address in the profile is refused without stalling the server', async () => {
    const { status, worstMs } = await calmestOf(() =>
      postJson(PROFILE_PATHS.profile, { email: LONG_EMAIL }, user.tokens.access),
    )
    expect(status).toBe(400)
    expect(worstMs).toBeLessThan(HEALTH_BUDGET_MS)
  })
})
