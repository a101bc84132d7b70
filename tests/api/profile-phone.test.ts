/**
 * Changing the phone number in the profile, end to end through the real SMS outbox: the current
 * password, a code to the new number (the sign-in codes' limits), the old number in use until the
 * code is entered, wrong codes counted, resending, and a number another account uses (PGlite and
 * PostgreSQL).
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { mail as ukMail } from '#locales/uk/mail.ts'
import { phoneCodes, users } from '#server/platform/db/schema.ts'
import { freshIp, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import {
  freshPhone,
  profileOf,
  type SignedIn,
  signedInByEmail,
  signedInByPhone,
  wrongCode,
} from './support/profile.ts'

const INCORRECT_UK = { detail: 'Неправильний код', code: 'incorrect_code' }
const INCORRECT_EN = { detail: 'Incorrect code', code: 'incorrect_code' }

describe.each(backends)('phone change on $name', (backend) => {
  const h = useAccountsHarness(backend)

  type Options = { en?: boolean; ip?: string }
  const changePhone = (who: SignedIn, phone: string, options: Options = {}) =>
    h.patch(
      PROFILE_PATHS.profile,
      { phone, current_password: who.password },
      { bearer: who.tokens.access, ...options },
    )
  const confirm = (who: SignedIn, code: unknown, options: Options = {}) =>
    h.post(PROFILE_PATHS.phoneConfirm, { code }, { bearer: who.tokens.access, ...options })
  const resend = (who: SignedIn, options: Options = {}) =>
    h.post(PROFILE_PATHS.phoneResend, {}, { bearer: who.tokens.access, ...options })
  const canSignIn = async (phone: string, password: string) =>
    (await h.accounts.gateway.signInWithPassword({ phone, password, ip: freshIp() })).ok

  it('V6.3.7 texts a code to the new number; the old one signs in until the code is entered', async () => {
    const who = await signedInByPhone(h)
    const oldPhone = who.phone ?? ''
    const newPhone = freshPhone()
    const answer = await changePhone(who, newPhone.replace('+380', '0'))
    expect(answer.status).toBe(200)
    expect(profileOf(answer)).toMatchObject({ phone: oldPhone, pending_phone: newPhone })

    const [sms] = await h.smsTo(newPhone)
    expect(sms?.text).toMatch(/^Ваш код Vatra Esports: \d{6}\. Дійсний 10 хвилин\.$/)
    expect(await h.smsTo(oldPhone)).toHaveLength(1) // the sign-up code only
    expect(await canSignIn(oldPhone, who.password)).toBe(true)
    expect(await canSignIn(newPhone, who.password)).toBe(false)

    const confirmed = await confirm(who, await h.lastCode(newPhone))
    expect(confirmed.status).toBe(200)
    expect(confirmed.headers.get('Cache-Control')).toBe('no-store')
    expect(profileOf(confirmed)).toMatchObject({ phone: newPhone, pending_phone: null })
    const [row] = await h.db.select().from(users).where(eq(users.id, who.user.id))
    expect(row?.phone).toBe(newPhone)
    expect(row?.phoneVerifiedAt?.getTime()).toBe(h.clock.now().getTime())
    expect(await canSignIn(newPhone, who.password)).toBe(true)
    expect(await canSignIn(oldPhone, who.password)).toBe(false)
  })

  it('V6.3.7 mails the account’s address once the number has changed; the code is texted in English from /en', async () => {
    const who = await signedInByEmail(h)
    const newPhone = freshPhone()
    expect(profileOf(await changePhone(who, newPhone, { en: true }))).toMatchObject({
      phone: null,
      pending_phone: newPhone,
    })
    expect((await h.smsTo(newPhone))[0]?.text).toMatch(
      /^Your Vatra Esports code: \d{6}\. Valid for 10 minutes\.$/,
    )
    const before = (await h.mailsTo(who.email ?? '')).length
    expect((await confirm(who, await h.lastCode(newPhone))).status).toBe(200)
    const notices = (await h.mailsTo(who.email ?? '')).slice(before)
    expect(notices.map((mail) => mail.subject)).toEqual([ukMail.accountChanged.phoneChanged.subject])
  })

  it('needs the current password, and saves and sends nothing without the right one', async () => {
    const who = await signedInByPhone(h)
    const newPhone = freshPhone()
    expect(
      await h.patch(PROFILE_PATHS.profile, { phone: newPhone }, { bearer: who.tokens.access, en: true }),
    ).toMatchObject({
      status: 400,
      body: { current_password: [{ code: 'required', params: {}, message: 'This field is required' }] },
    })
    expect(
      await h.patch(
        PROFILE_PATHS.profile,
        { phone: newPhone, current_password: 'wrong password' },
        { bearer: who.tokens.access, en: true },
      ),
    ).toMatchObject({
      status: 400,
      body: { current_password: [{ code: 'wrongPassword', params: {}, message: 'Wrong password' }] },
    })
    expect(await h.smsTo(newPhone)).toEqual([])
    expect(
      profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access })).pending_phone,
    ).toBeNull()
  })

  describe('POST /profile/phone/confirm', () => {
    it('answers incorrect_code for a wrong code, in both languages', async () => {
      const who = await signedInByPhone(h)
      const newPhone = freshPhone()
      await changePhone(who, newPhone)
      const code = await h.lastCode(newPhone)
      expect(await confirm(who, wrongCode(code))).toMatchObject({ status: 400, body: INCORRECT_UK })
      expect(await confirm(who, wrongCode(code), { en: true })).toMatchObject({
        status: 400,
        body: INCORRECT_EN,
      })
      expect((await confirm(who, code)).status).toBe(200)
    })

    it('V6.6.3 kills the code after 5 wrong tries: even the right one is refused then', async () => {
      const who = await signedInByPhone(h)
      const newPhone = freshPhone()
      await changePhone(who, newPhone)
      const code = await h.lastCode(newPhone)
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await confirm(who, wrongCode(code))).status).toBe(400)
      expect(await confirm(who, code)).toMatchObject({ status: 400, body: INCORRECT_UK })
      const [row] = await h.db.select().from(phoneCodes).where(eq(phoneCodes.phone, newPhone))
      expect(row?.attempts).toBe(5)
    })

    it('V6.6.3 counts code checks per client address (60 per 15 minutes): then 429', async () => {
      const who = await signedInByPhone(h)
      const ip = freshIp()
      for (let attempt = 0; attempt < 60; attempt += 1)
        expect((await confirm(who, '000000', { ip })).status).toBe(400)
      const refused = await confirm(who, '000000', { ip })
      expect(refused).toMatchObject({ status: 429, body: { code: 'throttled' } })
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    })

    it('V6.5.5 refuses a code after its 10 minutes', async () => {
      const who = await signedInByPhone(h)
      const newPhone = freshPhone()
      await changePhone(who, newPhone)
      const code = await h.lastCode(newPhone)
      h.clock.advance(10 * 60)
      expect(await confirm(who, code)).toMatchObject({ status: 400, body: INCORRECT_UK })
    })

    it('answers incorrect_code when no number is waiting, and a field error for a malformed code', async () => {
      const who = await signedInByPhone(h)
      expect(await confirm(who, '123456')).toMatchObject({ status: 400, body: INCORRECT_UK })
      expect(await confirm(who, '12a4', { en: true })).toMatchObject({
        status: 400,
        body: { code: [{ code: 'codeFormat', params: {}, message: 'The code is 6 digits' }] },
      })
      expect(await confirm(who, undefined)).toMatchObject({
        status: 400,
        body: { code: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }] },
      })
    })

    it('V6.6.2 a sign-in code texted to the same number does not confirm the change', async () => {
      const who = await signedInByPhone(h)
      const newPhone = freshPhone()
      await h.post(ACCOUNT_PATHS.phoneSendCode, { phone: newPhone, purpose: 'signIn' })
      const signInCode = await h.lastCode(newPhone)
      h.clock.advance(61)
      await changePhone(who, newPhone)
      const changeCode = await h.lastCode(newPhone)
      if (signInCode !== changeCode) expect((await confirm(who, signInCode)).status).toBe(400)
      expect((await confirm(who, changeCode)).status).toBe(200)
    })

    it('V8.2.2 a code is bound to the user who asked: another account waiting for the same number cannot use it', async () => {
      const mallory = await signedInByPhone(h)
      const who = await signedInByPhone(h)
      const newPhone = freshPhone()
      // Mallory asks for the number first; then its owner does, which texts the live code.
      expect((await changePhone(mallory, newPhone)).status).toBe(200)
      h.clock.advance(61)
      await changePhone(who, newPhone)
      const code = await h.lastCode(newPhone)
      expect(await confirm(mallory, code)).toMatchObject({ status: 400, body: INCORRECT_UK })
      const [row] = await h.db.select().from(users).where(eq(users.id, mallory.user.id))
      expect(row?.phone).toBe(mallory.phone)
      expect(profileOf(await confirm(who, code)).phone).toBe(newPhone)
    })

    it('a number another account uses is not told at the change, and refused at the code', async () => {
      const owner = await signedInByPhone(h)
      const who = await signedInByPhone(h)
      h.clock.advance(61)
      expect(profileOf(await changePhone(who, owner.phone ?? ''))).toMatchObject({
        pending_phone: owner.phone,
      })
      expect(await confirm(who, await h.lastCode(owner.phone ?? ''), { en: true })).toMatchObject({
        status: 400,
        body: {
          phone: [
            { code: 'phoneTaken', params: {}, message: 'This phone number is used by another account' },
          ],
        },
      })
      const [row] = await h.db.select().from(users).where(eq(users.id, who.user.id))
      expect(row?.phone).toBe(who.phone)
      expect(
        profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access })).pending_phone,
      ).toBeNull()
    })
  })

  describe('POST /profile/phone/send-code', () => {
    it('texts a new code to the waiting number, at most one a minute', async () => {
      const who = await signedInByPhone(h)
      const newPhone = freshPhone()
      await changePhone(who, newPhone)
      const first = await h.lastCode(newPhone)
      const early = await resend(who, { en: true })
      expect(early).toMatchObject({
        status: 429,
        body: { detail: 'Please wait a few minutes', code: 'throttled' },
      })
      expect(Number(early.headers.get('Retry-After'))).toBeGreaterThan(0)
      h.clock.advance(60)
      expect(await resend(who)).toMatchObject({ status: 200, body: { resend_after_seconds: 60 } })
      expect(await h.smsTo(newPhone)).toHaveLength(2)
      const second = await h.lastCode(newPhone)
      if (first !== second) expect((await confirm(who, first)).status).toBe(400)
      expect((await confirm(who, second)).status).toBe(200)
    })

    it('answers 400 no_pending_phone when no number is waiting', async () => {
      const who = await signedInByPhone(h)
      expect(await resend(who)).toMatchObject({
        status: 400,
        body: { code: 'no_pending_phone', detail: 'Немає нового номера, який треба підтвердити' },
      })
      expect(await resend(who, { en: true })).toMatchObject({
        status: 400,
        body: { code: 'no_pending_phone', detail: 'There is no new phone number to confirm' },
      })
    })

    it('honours the 5 codes an hour of a number', async () => {
      const who = await signedInByPhone(h)
      const newPhone = freshPhone()
      await changePhone(who, newPhone)
      for (let sent = 1; sent < 5; sent += 1) {
        h.clock.advance(60)
        expect((await resend(who)).status).toBe(200)
      }
      h.clock.advance(60)
      expect(await resend(who)).toMatchObject({ status: 429 })
    })
  })

  it('a change to a number that was just texted is 429 and saves nothing', async () => {
    const who = await signedInByPhone(h)
    const newPhone = freshPhone()
    await h.post(ACCOUNT_PATHS.phoneSendCode, { phone: newPhone, purpose: 'signIn' })
    const refused = await h.patch(
      PROFILE_PATHS.profile,
      { phone: newPhone, first_name: 'Kept', current_password: who.password },
      { bearer: who.tokens.access },
    )
    expect(refused).toMatchObject({ status: 429, body: { code: 'throttled' } })
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access }))).toMatchObject({
      first_name: 'Test Player',
      pending_phone: null,
    })
  })
})
