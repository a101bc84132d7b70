/**
 * The profile page's machines wired as the composition root wires them (core/profile/profile-page.ts),
 * the ports answering what the server answers: the pixel size read from real image bytes, the
 * upload progress the port reports, a 400 turned into the file's rules by the wiring, a pending
 * e-mail and phone, the code and its countdown on the clock, a refused password, the mailed link.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { asFieldsRefused } from '#adapters/http/field-errors.ts'
import { DEFAULT_RESEND_COOLDOWN_SECONDS } from '#core/accounts/phone-code.machine.ts'
import {
  AVATAR_UPLOAD_INPUT,
  confirmEmailLink,
  provideAvatarUpload,
  provideProfile,
} from '#core/profile/profile-page.ts'
import { ApiError, RateLimited, ServerError } from '#core/shared/errors.ts'
import { isInvalidToken } from '#core/shared/forms/form.machine.ts'
import { IMAGE_MAX_BYTES } from '#core/shared/uploads/image.ts'
import type { UploadFile } from '#core/shared/uploads/uploads.port.ts'
import { createFakePorts, Gate } from '../../fakes/index.ts'
import { filledProfile } from '../../fakes/profiles.ts'
import { flush } from '../../model/harness.ts'

const fileOf = (name: string, type: string, bytes: Uint8Array): UploadFile => ({
  name,
  type,
  size: bytes.length,
  content: new Blob([new Uint8Array(bytes)], { type }),
})

/** The head of a PNG that says it is `width` × `height` (only the head is read before uploading). */
const pngHead = (width: number, height: number): Uint8Array => {
  const head = new Uint8Array(33)
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  head.set(new TextEncoder().encode('IHDR'), 12)
  const view = new DataView(head.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return head
}

/** Resolves once the actor is in a state matching `value`. */
const until = (actor: { getSnapshot(): { matches(value: never): boolean } }, value: unknown) =>
  expect.poll(() => actor.getSnapshot().matches(value as never), { timeout: 2000 }).toBe(true)

const STORED = { url: '/media/avatars/a-256.png', variants: [] }
/** The server's answer to a field it refuses: the message's key and its text in the request's language. */
const refused = (field: string, code: string, message: string) =>
  new ApiError({ status: 400, body: { [field]: [{ code, params: {}, message }] } })

/** What the browser's composition root does with a 400 (the HTTP client's field-error reader). */
const refine = (error: unknown): unknown => asFieldsRefused(error)

describe('avatar upload', () => {
  it('uploads a real PNG, follows its progress and says "Avatar updated"', async () => {
    const gate = new Gate()
    const ports = createFakePorts({ gate })
    const png = new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff6b2c' } })
        .png()
        .toBuffer(),
    )
    const actor = createActor(provideAvatarUpload(ports), { input: AVATAR_UPLOAD_INPUT }).start()
    const progress: unknown[] = []
    actor.subscribe((snapshot) => {
      if (snapshot.context.progress) progress.push(snapshot.context.progress)
    })
    actor.send({ type: 'file.select', file: fileOf('me.png', 'image/png', png) })
    await until(actor, 'uploading')
    await expect.poll(() => gate.count('uploads.uploadAvatar')).toBe(1)
    const options = ports.uploads.log.lastTo('uploads')?.args[1] as { onProgress(p: unknown): void }
    options.onProgress({ loaded: png.length, total: png.length })
    gate.resolve('uploads.uploadAvatar', STORED)
    await until(actor, { ready: 'done' })
    expect(progress).toEqual([
      { loaded: 0, total: png.length },
      { loaded: png.length, total: png.length },
    ])
    expect(actor.getSnapshot().context.image).toEqual(STORED)
    expect(ports.notifier.keys()).toEqual(['success:avatarUpdated'])
  })

  it('shows no toast when the page asks for none', async () => {
    const ports = createFakePorts()
    ports.uploads.answers.uploadAvatar = STORED
    const actor = createActor(provideAvatarUpload(ports), { input: {} }).start()
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')
    actor.send({ type: 'file.select', file: fileOf('a.svg', 'image/svg+xml', svg) })
    await until(actor, { ready: 'done' })
    expect(ports.notifier.keys()).toEqual([])
  })

  it('refuses an image of more pixels than the limit before sending it', async () => {
    const ports = createFakePorts()
    const actor = createActor(provideAvatarUpload(ports), { input: AVATAR_UPLOAD_INPUT }).start()
    actor.send({ type: 'file.select', file: fileOf('bomb.png', 'image/png', pngHead(10_000, 5_000)) })
    await until(actor, { ready: 'failed' })
    expect(actor.getSnapshot().context.errors).toEqual([{ key: 'imagePixels', params: { max: 40 } }])
    expect(ports.uploads.log.names()).not.toContain('uploads.uploadAvatar')
  })

  it('names the 10 MB rule when the server counts more bytes than the browser was told (413)', async () => {
    const ports = createFakePorts()
    ports.uploads.answers.uploadAvatar = new ApiError({
      status: 413,
      body: {
        file: [{ code: 'imageTooLarge', params: { max: 10 }, message: 'The image must be at most 10 MB' }],
      },
    })
    const actor = createActor(provideAvatarUpload(ports), { input: AVATAR_UPLOAD_INPUT }).start()
    const file = {
      ...fileOf('me.png', 'image/png', pngHead(64, 64)),
      content: new Blob([new Uint8Array(IMAGE_MAX_BYTES + 1)]),
    }
    actor.send({ type: 'file.select', file })
    await until(actor, { ready: 'failed' })
    expect(actor.getSnapshot().context.errors).toEqual([{ key: 'imageTooLarge', params: { max: 10 } }])
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("shows the server's rules of a refused file, through the wiring's refine", async () => {
    const ports = createFakePorts()
    // An SVG the browser believes in, which the server finds is not one by its bytes.
    ports.uploads.answers.uploadAvatar = refused(
      'file',
      'imageType',
      'Only SVG, PNG or JPG images are allowed',
    )
    const notSvg = new TextEncoder().encode('GIF89a, not a drawing')
    const actor = createActor(provideAvatarUpload(ports, { refine }), { input: AVATAR_UPLOAD_INPUT }).start()
    actor.send({ type: 'file.select', file: fileOf('a.svg', 'image/svg+xml', notSvg) })
    await until(actor, { ready: 'failed' })
    expect(actor.getSnapshot().context.errors).toEqual([{ key: 'imageType' }])
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})

const SAVED = filledProfile

describe('profile page', () => {
  it('waits a minute before a new code unless told otherwise', () => {
    const actor = createActor(provideProfile(createFakePorts()), { input: {} })
    expect(actor.getSnapshot().context.cooldown).toBe(DEFAULT_RESEND_COOLDOWN_SECONDS)
  })

  it('changes the e-mail and the phone with the current password; the code makes the number the account’s', async () => {
    const ports = createFakePorts()
    ports.profile.answers.get = SAVED
    ports.profile.answers.update = refused('current_password', 'wrongPassword', 'Wrong password')
    const actor = createActor(provideProfile(ports, { refine }), {
      input: { resendCooldownSeconds: 60 },
    }).start()
    await until(actor, 'ready')
    const change = (field: 'email' | 'phone' | 'currentPassword', value: string) =>
      actor.send({ type: 'details.change', field, value })
    change('email', 'new@example.com')
    change('phone', '067 999 45 67')
    actor.send({ type: 'details.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ currentPassword: [{ key: 'required' }] })
    change('currentPassword', 'wrong-password')
    actor.send({ type: 'details.submit' })
    await until(actor, { ready: { details: 'editing' } })
    // The server's 400 on `current_password` is shown there as the validation message it is (so it
    // follows a language switch).
    expect(actor.getSnapshot().context.serverErrors).toEqual({
      currentPassword: [{ key: 'wrongPassword' }],
    })

    const PENDING = { ...SAVED, pendingEmail: 'new@example.com', pendingPhone: '+380679994567' }
    ports.profile.answers.update = PENDING
    ports.profile.answers.resendPhoneCode = { resendAfterSeconds: 60 }
    change('currentPassword', 'password-1')
    actor.send({ type: 'details.submit' })
    await until(actor, { ready: { phone: { code: 'entering' } } })
    expect(ports.profile.log.lastTo('profile')).toMatchObject({
      method: 'update',
      args: [{ email: 'new@example.com', phone: '+380679994567' }, 'password-1'],
    })
    const { context } = actor.getSnapshot()
    expect(context.profile).toMatchObject({
      email: 'olena@example.com',
      pendingEmail: 'new@example.com',
      phone: '+380671234567',
      pendingPhone: '+380679994567',
    })
    // The fields show what is in use; the password typed is gone.
    expect(context.values).toMatchObject({ email: 'olena@example.com', currentPassword: '' })
    expect(context.resendIn).toBe(60)
    ports.clock.advance(59_000)
    expect(actor.getSnapshot().context.resendIn).toBe(1)
    actor.send({ type: 'code.resend' })
    expect(actor.getSnapshot().matches({ ready: { phone: { code: 'entering' } } })).toBe(true)
    ports.clock.advance(1000)
    actor.send({ type: 'code.resend' })
    await until(actor, { ready: { phone: { code: 'entering' } } })
    expect(ports.profile.log.names()).toContain('profile.resendPhoneCode')

    ports.profile.answers.confirmPhone = new ApiError({
      status: 400,
      body: { detail: 'Incorrect code', code: 'incorrect_code' },
    })
    actor.send({ type: 'code.change', value: '654321' })
    actor.send({ type: 'code.submit' })
    await flush()
    expect(actor.getSnapshot().context.codeError).toEqual({ key: 'incorrectCode' })
    ports.profile.answers.confirmPhone = { ...PENDING, phone: '+380679994567', pendingPhone: null }
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.submit' })
    await until(actor, { ready: { phone: 'idle' } })
    expect(actor.getSnapshot().context.profile?.phone).toBe('+380679994567')
    expect(actor.getSnapshot().context.values.phone).toBe('+380679994567')
    expect(ports.notifier.keys()).toEqual(['success:profileUpdated', 'info:codeSent', 'success:phoneUpdated'])
    // The ticker stopped with the code entry.
    expect(ports.clock.pending()).toBe(0)
  })

  it('says "Please wait a few minutes" for a throttled code, and that something went wrong otherwise', async () => {
    const ports = createFakePorts()
    ports.profile.answers.get = { ...SAVED, pendingPhone: '+380679994567' }
    // The server's answers once too many codes were checked from this address, and when it fails.
    ports.profile.answers.confirmPhone = new RateLimited({ retryAfterSeconds: 60 })
    ports.profile.answers.resendPhoneCode = new ServerError({ status: 503 })
    const actor = createActor(provideProfile(ports), { input: {} }).start()
    await until(actor, { ready: { phone: { code: 'entering' } } })
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.submit' })
    await flush()
    expect(actor.getSnapshot().context.codeError).toEqual({ key: 'pleaseWait' })
    actor.send({ type: 'code.resend' })
    await flush()
    expect(actor.getSnapshot().context.codeError).toEqual({ key: 'somethingWentWrong' })
    expect(actor.getSnapshot().matches({ ready: { phone: { code: 'entering' } } })).toBe(true)
  })

  it('sets a first password on an account without one, after which a new e-mail asks for it', async () => {
    const ports = createFakePorts()
    ports.profile.answers.get = { ...SAVED, hasPassword: false }
    ports.profile.answers.changePassword = undefined
    const actor = createActor(provideProfile(ports), { input: {} }).start()
    await until(actor, 'ready')
    actor.send({
      type: 'password.submit',
      values: { newPassword: 'first-pass-1', repeatPassword: 'first-pass-1' },
    })
    await until(actor, { ready: { password: 'editing' } })
    expect(actor.getSnapshot().context.passwordChanges).toBe(1)
    expect(ports.profile.log.lastTo('profile')).toMatchObject({
      method: 'changePassword',
      args: [{ newPassword: 'first-pass-1' }],
    })
    actor.send({ type: 'details.change', field: 'email', value: 'new@example.com' })
    actor.send({ type: 'details.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ currentPassword: [{ key: 'required' }] })
  })

  it('forgets a pending e-mail and phone once the password changes, as the server drops them', async () => {
    const ports = createFakePorts()
    ports.profile.answers.get = { ...SAVED, pendingEmail: 'new@example.com', pendingPhone: '+380679994567' }
    ports.profile.answers.changePassword = undefined
    const actor = createActor(provideProfile(ports), { input: {} }).start()
    await until(actor, { ready: { phone: { code: 'entering' } } })
    actor.send({ type: 'code.change', value: '12' })
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().context.codeErrors).not.toEqual({})
    actor.send({
      type: 'password.submit',
      values: { oldPassword: 'password-1', newPassword: 'new-secret-1', repeatPassword: 'new-secret-1' },
    })
    await until(actor, { ready: { phone: 'idle' } })
    const { context } = actor.getSnapshot()
    expect(context.profile).toMatchObject({ pendingEmail: null, pendingPhone: null, hasPassword: true })
    // No code entry left behind for a number the server no longer waits for.
    expect(context).toMatchObject({ code: '', codeErrors: {}, codeError: null })
    expect(ports.clock.pending()).toBe(0)
  })

  it('shows an uploaded avatar and removes it; without one there is nothing to remove', async () => {
    const ports = createFakePorts()
    ports.profile.answers.get = SAVED
    ports.profile.answers.removeAvatar = undefined
    const actor = createActor(provideProfile(ports), { input: {} }).start()
    await until(actor, 'ready')
    // What the composition root hands over once the upload machine has stored the image.
    const image = { url: '/media/avatars/a.svg', variants: [] }
    actor.send({ type: 'avatar.uploaded', image })
    expect(actor.getSnapshot().context.profile?.avatar).toEqual(image)
    actor.send({ type: 'avatar.remove' })
    await until(actor, { ready: { avatar: 'idle' } })
    expect(actor.getSnapshot().context.profile?.avatar).toBeNull()
    actor.send({ type: 'avatar.remove' })
    expect(actor.getSnapshot().matches({ ready: { avatar: 'idle' } })).toBe(true)
    expect(ports.profile.log.names().filter((n) => n === 'profile.removeAvatar')).toHaveLength(1)
    expect(ports.notifier.keys()).toEqual(['success:avatarRemoved'])
  })
})

describe('the e-mail link', () => {
  it('confirms the pending address; an unknown or malformed token is "Invalid token"', async () => {
    const ports = createFakePorts()
    ports.profile.answers.confirmEmail = new ApiError({
      status: 400,
      body: { detail: 'The token is invalid or expired.', code: 'invalid_token' },
    })
    const confirm = confirmEmailLink(ports)
    await expect(confirm('x'.repeat(26))).rejects.toSatisfy(isInvalidToken)
    const malformed = confirm('not a token/..')
    await expect(malformed).rejects.toSatisfy(isInvalidToken)
    expect(ports.profile.log.names().filter((n) => n === 'profile.confirmEmail')).toHaveLength(1)
    ports.profile.answers.confirmEmail = { email: 'new@example.com' }
    await expect(confirm('y'.repeat(26))).resolves.toEqual({ email: 'new@example.com' })
    expect(ports.profile.log.lastTo('profile')?.args).toEqual(['y'.repeat(26)])
  })
})
