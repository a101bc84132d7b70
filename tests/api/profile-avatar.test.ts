/**
 * The avatar end to end through the HTTP app, the real image pipeline and a disk storage (PGlite and
 * PostgreSQL): a PNG as multipart → stored → shown by GET /profile and the session → served at
 * `/media/…`; a replacement deletes the old files; DELETE; the per-user upload limit; and that no
 * JSON middleware of the API stands in the way of the multipart body. (The pipeline's own rules,
 * hostile SVGs and the 10 MB limit are `uploads-*.test.ts`.)
 */
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { PROFILE_PATHS, UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { AVATAR_WIDTHS, StoredImage } from '#core/shared/uploads/image.ts'
import { users } from '#server/platform/db/schema.ts'
import { freshIp, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { profileOf, type SignedIn, signedInByEmail, signedInByPhone } from './support/profile.ts'

const decodeImage = Schema.decodeUnknownSync(StoredImage)

/** A PNG of `size`×`size`; `noise` makes it big (random pixels do not compress). */
const png = async (size: number, options: { noise?: boolean } = {}): Promise<Uint8Array<ArrayBuffer>> => {
  const image = options.noise
    ? sharp(
        new Uint8Array(size * size * 3).map(() => Math.floor(Math.random() * 256)),
        {
          raw: { width: size, height: size, channels: 3 },
        },
      )
    : sharp({
        create: { width: size, height: size, channels: 4, background: { r: 200, g: 40, b: 20, alpha: 1 } },
      })
  return new Uint8Array(await image.png().toBuffer())
}

const formOf = (bytes: Uint8Array<ArrayBuffer>, name = 'me.png', type = 'image/png'): FormData => {
  const form = new FormData()
  form.append(UPLOAD_FIELD, new Blob([bytes], { type }), name)
  return form
}

/** Storage keys of every file of a stored image (its URLs are `/media/{key}`). */
const keysOf = (image: StoredImage): string[] =>
  [...new Set([image.url, ...image.variants.map((variant) => variant.url)])].map((url) =>
    url.replace(/^\/media\//, ''),
  )

describe.each(backends)('avatar on $name', (backend) => {
  const h = useAccountsHarness(backend)
  let small: Uint8Array<ArrayBuffer>

  beforeAll(async () => {
    small = await png(300)
  })

  const upload = (who: SignedIn, form: FormData, en = false) =>
    h.postForm(PROFILE_PATHS.avatar, form, { bearer: who.tokens.access, en })
  const remove = (who: SignedIn) => h.delete(PROFILE_PATHS.avatar, { bearer: who.tokens.access })
  const media = (url: string) => h.app.request(url)
  /** Whether each key is still stored, once background removals are done. */
  const stored = async (keys: ReadonlyArray<string>) => {
    await h.accounts.settled()
    return Promise.all(keys.map(async (key) => (await h.storage.stat(key)) !== null))
  }

  it('stores an uploaded PNG, shows it in the profile and the session, and serves it under /media', async () => {
    const who = await signedInByEmail(h)
    const answer = await upload(who, formOf(small))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    const image = decodeImage(answer.body)
    expect(image.url).toMatch(/^\/media\/avatars\/[a-z0-9-]+\.png$/)
    expect(image.variants.map((variant) => `${variant.width} ${variant.type}`).sort()).toEqual(
      AVATAR_WIDTHS.flatMap((width) => [`${width} image/png`, `${width} image/webp`]).sort(),
    )

    const shown = profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access }))
    expect(shown.avatar).toEqual(image)
    expect(shown.avatar_url).toBe(image.url)
    const [row] = await h.db.select().from(users).where(eq(users.id, who.user.id))
    expect(row?.avatar?.fallbackKey).toBe(keysOf(image)[0])

    const served = await media(image.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const bytes = new Uint8Array(await served.arrayBuffer())
    expect((await sharp(bytes).metadata()).format).toBe('png')
    for (const variant of image.variants) expect((await media(variant.url)).status).toBe(200)

    const session = await h.accounts.gateway.signInWithPassword({
      email: who.email ?? '',
      password: who.password,
      ip: freshIp(),
    })
    expect(session.ok && session.user.image).toBe(image.url)
  })

  it('replacing the avatar deletes every file of the old one', async () => {
    const who = await signedInByPhone(h)
    const first = decodeImage((await upload(who, formOf(small))).body)
    const second = decodeImage((await upload(who, formOf(await png(200)))).body)
    expect(keysOf(second)).not.toEqual(keysOf(first))
    expect(await stored(keysOf(first))).toEqual(keysOf(first).map(() => false))
    expect(await stored(keysOf(second))).toEqual(keysOf(second).map(() => true))
    expect((await media(first.url)).status).toBe(404)
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access })).avatar).toEqual(
      second,
    )
  })

  it('DELETE removes the avatar and its files: 204, then the profile has none', async () => {
    const who = await signedInByEmail(h)
    const image = decodeImage((await upload(who, formOf(small))).body)
    const answer = await remove(who)
    expect(answer).toMatchObject({ status: 204, body: null })
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access }))).toMatchObject({
      avatar: null,
      avatar_url: null,
    })
    expect(await stored(keysOf(image))).toEqual(keysOf(image).map(() => false))
    // Nothing to remove is no error.
    expect((await remove(who)).status).toBe(204)
  })

  it('takes a multipart body past the JSON limit of the other routes (16 KiB) without refusing or buffering it', async () => {
    const who = await signedInByEmail(h)
    const big = await png(256, { noise: true })
    expect(big.byteLength).toBeGreaterThan(64 * 1024)
    const answer = await upload(who, formOf(big))
    expect(answer.status).toBe(200)
    expect(decodeImage(answer.body).url).toMatch(/\.png$/)
  })

  it('refuses bytes that are not an image, whatever the name and declared type say, and keeps the avatar', async () => {
    const who = await signedInByEmail(h)
    const image = decodeImage((await upload(who, formOf(small))).body)
    const fake = new TextEncoder().encode('GIF89a, or rather not a PNG at all')
    expect(await upload(who, formOf(fake, 'avatar.png', 'image/png'), true)).toMatchObject({
      status: 400,
      body: { file: [{ code: 'imageType', params: {}, message: 'Only SVG, PNG or JPG images are allowed' }] },
    })
    expect(await upload(who, new FormData())).toMatchObject({
      status: 400,
      body: { file: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }] },
    })
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: who.tokens.access })).avatar).toEqual(image)
  })

  it('V2.4.1 counts uploads per user: 30 an hour, then 429', async () => {
    const who = await signedInByPhone(h)
    const tiny = await png(8)
    for (let count = 0; count < 30; count += 1) expect((await upload(who, formOf(tiny))).status).toBe(200)
    const refused = await upload(who, formOf(tiny), true)
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'throttled', detail: 'Please wait a few minutes' },
    })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another user is not held up by it.
    expect((await upload(await signedInByPhone(h), formOf(tiny))).status).toBe(200)
  })

  it('V8.2.2 an upload or a removal touches only the token’s own avatar', async () => {
    const owner = await signedInByEmail(h)
    const theirs = decodeImage((await upload(owner, formOf(small))).body)
    const who = await signedInByEmail(h)
    const form = formOf(small)
    form.append('user_id', owner.user.id)
    expect((await upload(who, form)).status).toBe(200)
    expect((await remove(who)).status).toBe(204)
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: owner.tokens.access })).avatar).toEqual(
      theirs,
    )
    expect(await stored(keysOf(theirs))).toEqual(keysOf(theirs).map(() => true))
  })

  it('refuses an upload without a valid token before storing anything', async () => {
    const before = await h.db.select({ avatar: users.avatar }).from(users)
    const answer = await h.postForm(PROFILE_PATHS.avatar, formOf(small))
    expect(answer).toMatchObject({ status: 401, body: { code: 'not_authenticated' } })
    expect(await h.postForm(PROFILE_PATHS.avatar, formOf(small), { bearer: 'x.y.z' })).toMatchObject({
      status: 401,
      body: { code: 'token_not_valid' },
    })
    expect(await h.db.select({ avatar: users.avatar }).from(users)).toEqual(before)
  })
})
