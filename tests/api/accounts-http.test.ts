/**
 * The HTTP edge of the accounts endpoints: JSON only, 16 KiB at most, bodies that are not objects,
 * unknown fields, other methods, and the tournament routes still beside them.
 */
import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { freshIp, freshPhone, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'

const BAD_REQUEST_UK = { detail: 'Некоректний запит.', code: 'bad_request' }

describe.each(backends)('accounts HTTP edge on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const raw = async (path: string, init: RequestInit & { duplex?: 'half' }) => {
    const response = await h.app.request(path, init)
    return { status: response.status, body: await response.json(), headers: response.headers }
  }
  const sendCodePath = `/api/v1${ACCOUNT_PATHS.phoneSendCode}`

  it('refuses anything but application/json with 415, in the language of the URL', async () => {
    const body = JSON.stringify({ phone: freshPhone(), purpose: 'signIn' })
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      expect(
        await raw(sendCodePath, { method: 'POST', body, headers: { 'Content-Type': type } }),
      ).toMatchObject({
        status: 415,
        body: { code: 'unsupported_media_type' },
      })
    }
    expect(await raw(sendCodePath, { method: 'POST', body })).toMatchObject({ status: 415 })
    expect(
      await raw(`/en${sendCodePath}`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } }),
    ).toMatchObject({
      status: 415,
      body: { detail: 'The request body must be JSON (Content-Type: application/json).' },
    })
    // Parameters and case of the media type do not matter.
    const accepted = await raw(sendCodePath, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'Application/JSON; charset=utf-8', 'X-Forwarded-For': freshIp() },
    })
    expect(accepted.status).toBe(200)
  })

  it('refuses bodies over 16 KiB with 413, whether announced or streamed', async () => {
    const big = JSON.stringify({ phone: freshPhone(), purpose: 'signIn', padding: 'x'.repeat(16 * 1024) })
    expect(
      await raw(sendCodePath, {
        method: 'POST',
        body: big,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(big)) },
      }),
    ).toMatchObject({ status: 413, body: { detail: 'Тіло запиту завелике.', code: 'payload_too_large' } })
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    expect(
      await raw(`/en${sendCodePath}`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'Content-Type': 'application/json' },
      }),
    ).toMatchObject({ status: 413, body: { detail: 'The request body is too large.' } })
    // Just under the limit is read.
    const fits = JSON.stringify({ phone: freshPhone(), purpose: 'signIn', padding: 'x'.repeat(15 * 1024) })
    expect((await h.post(ACCOUNT_PATHS.phoneSendCode, fits)).status).toBe(200)
  })

  it('answers 400 bad_request for a body that is not JSON or not an object', async () => {
    for (const body of ['{not json', '', '[]', 'null', '"text"', '42', '[{"phone":"0671234567"}]']) {
      expect(await h.post(ACCOUNT_PATHS.phoneSendCode, body), body).toMatchObject({
        status: 400,
        body: BAD_REQUEST_UK,
      })
    }
    expect(await h.post(ACCOUNT_PATHS.tokenRefresh, '{', { en: true })).toMatchObject({
      status: 400,
      body: { detail: 'Bad request.', code: 'bad_request' },
    })
  })

  it('ignores fields it does not know (no mass assignment)', async () => {
    const phone = freshPhone()
    const user = await h.signUpByPhone(phone, 'ignore the extras')
    expect(user.role).toBe('player')
    expect(user.disabled).toBe(false)
    h.clock.advance(61)
    const answer = await h.post(ACCOUNT_PATHS.phoneSendCode, {
      phone,
      purpose: 'signIn',
      role: 'organiser',
      is_staff: true,
    })
    expect(answer).toMatchObject({ status: 200, body: { resend_after_seconds: 60 } })
  })

  it('answers a JSON 404 for other methods on the accounts paths, and keeps the tournament routes', async () => {
    expect(await raw(`/api/v1${ACCOUNT_PATHS.tokenRefresh}`, { method: 'GET' })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    })
    expect(await raw(`/api/v1${PROFILE_PATHS.profile}`, { method: 'POST' })).toMatchObject({ status: 404 })
    expect(await raw('/api/v1/tournaments', { method: 'GET' })).toMatchObject({
      status: 200,
      body: { results: [] },
    })
  })
})
