/**
 * The image upload pipeline through the real HTTP app (server/uploads, docs/uploads.md): which files
 * pass, what is stored, and the answers of every refusal, on the disk adapter in a temporary folder.
 * SVG sanitising has its own suite (uploads-svg.test.ts), the 413 while streaming too
 * (uploads-streaming.test.ts).
 */
import { readdir } from 'node:fs/promises'
import pino from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_MAX_BYTES, IMAGE_MAX_MEGAPIXELS } from '#core/shared/uploads/image.ts'
import { createDiskStorage } from '#server/integrations/storage/storage-disk.ts'
import type { ObjectStorage } from '#server/uploads/index.ts'
import { createLimiter, LimiterFull } from '#server/uploads/limiter.ts'
import {
  createUploadHarness,
  gif,
  jpeg,
  multipart,
  padPng,
  phoneJpeg,
  pixelBomb,
  png,
  pngComment,
  storedBytes,
  svgOfSize,
  UPLOAD_PATH,
  UPLOAD_PATH_EN,
  type UploadHarness,
  uploadAnswer,
  webp,
  withChunkAfterHeader,
} from './support/images.ts'

interface FieldMessage {
  readonly code: string
  readonly params: Readonly<Record<string, number | string>>
  readonly message: string
}

const ONLY_IMAGES = {
  uk: { code: 'imageType', params: {}, message: 'Підтримуються лише зображення SVG, PNG або JPG' },
  en: { code: 'imageType', params: {}, message: 'Only SVG, PNG or JPG images are allowed' },
}
const TOO_LARGE = {
  uk: { code: 'imageTooLarge', params: { max: 10 }, message: 'Розмір зображення — не більше 10 МБ' },
  en: { code: 'imageTooLarge', params: { max: 10 }, message: 'The image must be at most 10 MB' },
}
const TOO_MANY_PIXELS = {
  uk: {
    code: 'imagePixels',
    params: { max: IMAGE_MAX_MEGAPIXELS },
    message: `Зображення — не більше ${IMAGE_MAX_MEGAPIXELS} мегапікселів`,
  },
  en: {
    code: 'imagePixels',
    params: { max: IMAGE_MAX_MEGAPIXELS },
    message: `The image must be at most ${IMAGE_MAX_MEGAPIXELS} megapixels`,
  },
}
const REQUIRED = { code: 'required', params: {}, message: "Це поле обов'язкове" }
const INVALID = { code: 'invalid', params: {}, message: 'Некоректне значення' }

let harness: UploadHarness
beforeAll(async () => {
  harness = await createUploadHarness()
})
afterAll(() => harness.dispose())

const expectRefused = async (response: Response, status: number, message: FieldMessage) => {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ file: [message] })
}

/** Every file under the storage folder, relative to it. */
const storedFiles = async (): Promise<string[]> => {
  const entries = await readdir(harness.root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(harness.root.length + 1)}/${entry.name}`)
    .sort()
}

describe('V5.2.2 the type is decided by the bytes, never by the name or the declared type', () => {
  it('stores a PNG as square PNG and WebP renditions at every avatar width, keeping transparency', async () => {
    const answer = await uploadAnswer(
      await harness.upload(await png({ width: 600, height: 400, alpha: true })),
    )
    const { record, payload } = answer
    expect(record.source).toBe('image/png')
    expect(record.variants.map((variant) => `${variant.width} ${variant.type}`)).toEqual([
      '64 image/webp',
      '64 image/png',
      '128 image/webp',
      '128 image/png',
      '256 image/webp',
      '256 image/png',
    ])
    expect(record.fallbackKey).toBe(record.variants.at(-1)?.key)
    for (const variant of record.variants) {
      expect(variant.key).toMatch(new RegExp(`^avatars/[0-9a-f]{32}-${variant.width}\\.(webp|png)$`))
      const meta = await sharp(await storedBytes(harness.storage, variant.key)).metadata()
      expect(meta.format).toBe(variant.type === 'image/png' ? 'png' : 'webp')
      expect([meta.width, meta.height]).toEqual([variant.width, variant.width])
      expect(meta.hasAlpha).toBe(true)
    }
    expect(payload.url).toBe(`/media/${record.fallbackKey}`)
    expect(payload.variants).toEqual(
      record.variants.map((variant) => ({
        width: variant.width,
        type: variant.type,
        url: `/media/${variant.key}`,
      })),
    )
  })

  it('stores a JPEG as JPEG and WebP renditions', async () => {
    const { record } = await uploadAnswer(
      await harness.upload(await jpeg({ width: 300, height: 300 }), {
        filename: 'me.jpg',
        type: 'image/jpeg',
      }),
    )
    expect(record.source).toBe('image/jpeg')
    expect(new Set(record.variants.map((variant) => variant.type))).toEqual(
      new Set(['image/webp', 'image/jpeg']),
    )
    expect(record.fallbackKey).toMatch(/-256\.jpg$/)
    expect((await sharp(await storedBytes(harness.storage, record.fallbackKey)).metadata()).format).toBe(
      'jpeg',
    )
  })

  it('never upscales: a small image keeps its own size, recorded as its real width', async () => {
    const { record } = await uploadAnswer(await harness.upload(await png({ width: 100, height: 50 })))
    expect(record.variants.map((variant) => `${variant.width} ${variant.type}`)).toEqual([
      '50 image/webp',
      '50 image/png',
    ])
    const meta = await sharp(await storedBytes(harness.storage, record.fallbackKey)).metadata()
    expect([meta.width, meta.height]).toEqual([50, 50])
  })

  it('refuses a GIF, even one that claims to be a PNG', async () => {
    await expectRefused(
      await harness.upload(await gif(), { filename: 'cat.gif', type: 'image/gif' }),
      400,
      ONLY_IMAGES.uk,
    )
    await expectRefused(
      await harness.upload(await gif(), { filename: 'cat.png', type: 'image/png' }),
      400,
      ONLY_IMAGES.uk,
    )
  })

  it('refuses a WebP', async () => {
    await expectRefused(
      await harness.upload(await webp(), { filename: 'a.webp', type: 'image/webp' }),
      400,
      ONLY_IMAGES.uk,
    )
  })

  it('refuses a file named .png whose bytes are text', async () => {
    const text = new TextEncoder().encode('just some text, not a picture')
    await expectRefused(
      await harness.upload(text, { filename: 'avatar.png', type: 'image/png' }),
      400,
      ONLY_IMAGES.uk,
    )
  })

  it('refuses an HTML page named .svg', async () => {
    const html = new TextEncoder().encode(
      '<!DOCTYPE html><html><body><svg><rect/></svg><script>alert(1)</script></body></html>',
    )
    await expectRefused(
      await harness.upload(html, { filename: 'logo.svg', type: 'image/svg+xml' }),
      400,
      ONLY_IMAGES.uk,
    )
  })

  it('refuses a PDF, a ZIP and an empty file', async () => {
    for (const bytes of [
      new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]),
      new Uint8Array(0),
    ]) {
      await expectRefused(await harness.upload(bytes), 400, ONLY_IMAGES.uk)
    }
  })

  it('refuses a truncated or corrupt PNG with the type message, never a 500', async () => {
    const whole = await png({ width: 200, height: 200 })
    await expectRefused(
      await harness.upload(whole.subarray(0, Math.floor(whole.length / 2))),
      400,
      ONLY_IMAGES.uk,
    )
    const corrupt = Buffer.from(whole)
    corrupt.fill(0xff, 60, 120)
    await expectRefused(await harness.upload(corrupt), 400, ONLY_IMAGES.uk)
  })

  it('ignores the declared type and name: a PNG sent as image/gif named .html is stored as a PNG', async () => {
    const { record } = await uploadAnswer(
      await harness.upload(await png({ width: 64, height: 64 }), { filename: 'x.html', type: 'text/html' }),
    )
    expect(record.source).toBe('image/png')
    expect(record.fallbackKey).toMatch(/\.png$/)
  })

  it('re-encodes a PNG with a script appended after IEND: the script is not stored', async () => {
    const polyglot = Buffer.concat([
      await png({ width: 64, height: 64 }),
      Buffer.from('<script>alert(1)</script>'),
    ])
    const { record } = await uploadAnswer(await harness.upload(polyglot))
    for (const variant of record.variants) {
      expect((await storedBytes(harness.storage, variant.key)).includes('<script')).toBe(false)
    }
  })

  it('answers in the language of the API path', async () => {
    await expectRefused(await harness.upload(await gif(), { path: UPLOAD_PATH_EN }), 400, ONLY_IMAGES.en)
  })
})

describe('V5.2.1 at most 10 MB: exactly 10 MB passes, one byte more is 413', () => {
  let exactPng: Buffer
  let exactSvg: Buffer
  beforeAll(async () => {
    exactPng = padPng(await png({ width: 64, height: 64 }), IMAGE_MAX_BYTES)
    exactSvg = svgOfSize(IMAGE_MAX_BYTES)
  })

  it('accepts a PNG of exactly 10 MB (padded with a private chunk), which stores small', async () => {
    expect(exactPng.length).toBe(10 * 1024 * 1024)
    const { record } = await uploadAnswer(await harness.upload(exactPng))
    expect((await storedBytes(harness.storage, record.fallbackKey)).length).toBeLessThan(10_000)
  })

  it('refuses a PNG of 10 MB + 1 byte with 413 and the size message, in both languages', async () => {
    const over = padPng(await png({ width: 64, height: 64 }), IMAGE_MAX_BYTES + 1)
    const uk = await harness.upload(over)
    await expectRefused(uk, 413, TOO_LARGE.uk)
    expect(uk.headers.get('Connection')).toBe('close')
    await expectRefused(await harness.upload(over, { path: UPLOAD_PATH_EN }), 413, TOO_LARGE.en)
  })

  it('refuses an SVG of exactly 10 MB with 413: an SVG has a limit of its own, 1 MB', async () => {
    expect(exactSvg.length).toBe(IMAGE_MAX_BYTES)
    await expectRefused(
      await harness.upload(exactSvg, { filename: 'logo.svg', type: 'image/svg+xml' }),
      413,
      { code: 'svgTooLarge', params: { max: 1 }, message: 'SVG-зображення — не більше 1 МБ' },
    )
  })

  it('refuses an SVG of 10 MB + 1 byte with 413', async () => {
    await expectRefused(
      await harness.upload(svgOfSize(IMAGE_MAX_BYTES + 1), { filename: 'logo.svg', type: 'image/svg+xml' }),
      413,
      TOO_LARGE.uk,
    )
  })
})

describe('V5.2.6 pixel flood: more than 40 megapixels is refused before decoding', () => {
  let bomb: Buffer
  beforeAll(() => {
    bomb = pixelBomb(7000, 7000)
  })

  it('refuses a decompression bomb (7000×7000 black pixels in a 48 KB PNG) and stores nothing', async () => {
    const before = await storedFiles()
    expect(bomb.length).toBeLessThan(100_000)
    await expectRefused(await harness.upload(bomb), 400, TOO_MANY_PIXELS.uk)
    expect(await storedFiles()).toEqual(before)
  })

  it('says the limit in English under /en', async () => {
    await expectRefused(await harness.upload(bomb, { path: UPLOAD_PATH_EN }), 400, TOO_MANY_PIXELS.en)
  })
})

describe('metadata: nothing of the upload but its pixels is stored', () => {
  it('strips EXIF (GPS, camera, copyright), XMP and the ICC profile, after turning the photo upright', async () => {
    const photo = await phoneJpeg({ width: 80, height: 40 })
    // The fixture really carries what must go: orientation 6, a GPS IFD (tag 0x8825), ICC, XMP.
    const source = await sharp(photo).metadata()
    expect(source.orientation).toBe(6)
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
    expect(source.icc).toBeDefined()
    expect(source.xmp).toBeDefined()
    expect(photo.includes('Private Person')).toBe(true)

    const { record } = await uploadAnswer(
      await harness.upload(photo, { filename: 'IMG_0001.jpg', type: 'image/jpeg' }),
    )
    // Upright the photo is 40×80: the shorter side (40) bounds every rendition.
    expect(record.variants.map((variant) => variant.width)).toEqual([40, 40])
    for (const variant of record.variants) {
      const bytes = await storedBytes(harness.storage, variant.key)
      const meta = await sharp(bytes).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      for (const secret of ['Private Person', 'PhoneMaker', 'Phone 9', 'xmpmeta'])
        expect(bytes.includes(secret)).toBe(false)
      // Stored rotated, the red left half of the sensor image is the top once upright.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ]
      const [topRed, , topBlue] = pixel(20, 3) as [number, number, number]
      const [bottomRed, , bottomBlue] = pixel(20, 36) as [number, number, number]
      expect(topRed).toBeGreaterThan(200)
      expect(topBlue).toBeLessThan(60)
      expect(bottomBlue).toBeGreaterThan(200)
      expect(bottomRed).toBeLessThan(60)
    }
  })

  it("drops a PNG's text chunks (comments)", async () => {
    const commented = withChunkAfterHeader(
      await png({ width: 64, height: 64 }),
      pngComment('Comment', 'home: 1 Secret St'),
    )
    expect((await sharp(commented).metadata()).comments).toEqual([
      { keyword: 'Comment', text: 'home: 1 Secret St' },
    ])
    const { record } = await uploadAnswer(await harness.upload(commented))
    for (const variant of record.variants) {
      const bytes = await storedBytes(harness.storage, variant.key)
      expect(bytes.includes('Secret St')).toBe(false)
      expect((await sharp(bytes).metadata()).comments).toBeUndefined()
    }
  })
})

describe('the multipart request', () => {
  const post = (body: BodyInit, contentType: string, path = UPLOAD_PATH) =>
    Promise.resolve(
      harness.app.request(path, { method: 'POST', body, headers: { 'Content-Type': contentType } }),
    )

  it('a body that is not multipart is 415 unsupported_media_type, in the language of the path', async () => {
    const json = await post('{"file":"x"}', 'application/json')
    expect(json.status).toBe(415)
    expect(await json.json()).toEqual({
      detail: 'Тіло запиту має бути multipart/form-data із зображенням у частині «file».',
      code: 'unsupported_media_type',
    })
    const english = await post('{"file":"x"}', 'application/json', UPLOAD_PATH_EN)
    expect(english.status).toBe(415)
    expect(await english.json()).toEqual({
      detail: 'The request body must be multipart/form-data with the image in the part "file".',
      code: 'unsupported_media_type',
    })
    expect((await post('file=x', 'application/x-www-form-urlencoded')).status).toBe(415)
  })

  it('a form without a part named file is 400 "required"', async () => {
    const onlyField = multipart([{ name: 'note', content: 'hi' }])
    await expectRefused(await post(onlyField.body, onlyField.contentType), 400, REQUIRED)
    const otherName = multipart([
      { name: 'avatar', filename: 'a.png', type: 'image/png', content: await png({ width: 8, height: 8 }) },
    ])
    await expectRefused(await post(otherName.body, otherName.contentType), 400, REQUIRED)
  })

  it('two files are 400 "invalid", and nothing is stored', async () => {
    const before = await storedFiles()
    const image = await png({ width: 8, height: 8 })
    const two = multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', content: image },
      { name: 'file', filename: 'b.png', type: 'image/png', content: image },
    ])
    await expectRefused(await post(two.body, two.contentType), 400, INVALID)
    expect(await storedFiles()).toEqual(before)
  })

  it('a multipart body without a boundary, or one cut off, is 400', async () => {
    await expectRefused(await post('garbage', 'multipart/form-data'), 400, INVALID)
    const whole = multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', content: await png({ width: 8, height: 8 }) },
    ])
    const cut = whole.body.subarray(0, whole.body.length - 30)
    const answer = await post(cut, whole.contentType)
    expect(answer.status).toBe(400)
    expect(Object.keys(await answer.json())).toEqual(['file'])
  })

  it('a few small text fields beside the file are ignored', async () => {
    const form = multipart([
      { name: 'note', content: 'hello' },
      { name: 'file', filename: 'a.png', type: 'image/png', content: await png({ width: 8, height: 8 }) },
    ])
    expect((await post(form.body, form.contentType)).status).toBe(201)
  })
})

describe('V5.3.2 stored names are the server’s own', () => {
  it('never uses the uploaded name: a path-traversal filename is just ignored', async () => {
    const { record } = await uploadAnswer(
      await harness.upload(await png({ width: 64, height: 64 }), { filename: '../../../etc/passwd.png' }),
    )
    for (const variant of record.variants) expect(variant.key).not.toMatch(/passwd|\.\./)
    expect((await storedFiles()).every((file) => file.startsWith('avatars/'))).toBe(true)
  })

  it('gives the same bytes uploaded twice new names, and removing one image leaves the other', async () => {
    const image = await png({ width: 128, height: 128 })
    const first = (await uploadAnswer(await harness.upload(image))).record
    const second = (await uploadAnswer(await harness.upload(image))).record
    const firstKeys = first.variants.map((variant) => variant.key)
    const secondKeys = second.variants.map((variant) => variant.key)
    expect(firstKeys.filter((key) => secondKeys.includes(key))).toEqual([])

    await harness.uploads.remove(first)
    for (const key of firstKeys) expect(await harness.storage.stat(key)).toBeNull()
    for (const key of secondKeys) expect(await harness.storage.stat(key)).not.toBeNull()
    expect((await harness.app.request(`/media/${second.fallbackKey}`)).status).toBe(200)
    expect((await harness.app.request(`/media/${first.fallbackKey}`)).status).toBe(404)
  })

  it('removes an SVG image (its one file)', async () => {
    const { record } = await uploadAnswer(
      await harness.upload(svgOfSize(200), { filename: 'logo.svg', type: 'image/svg+xml' }),
    )
    expect(record.variants).toEqual([])
    await harness.uploads.remove(record)
    expect(await harness.storage.stat(record.fallbackKey)).toBeNull()
  })
})

/** The disk adapter with one operation made to fail, as a full disk or a lost bucket would. */
const failing = (
  inner: ObjectStorage,
  fail: { put?: (key: string) => boolean; delete?: boolean },
): ObjectStorage => ({
  ...inner,
  put: (key, bytes) => (fail.put?.(key) ? Promise.reject(new Error('disk full')) : inner.put(key, bytes)),
  delete: (key) => (fail.delete ? Promise.reject(new Error('storage down')) : inner.delete(key)),
})

describe('storage failures', () => {
  it('a rendition that cannot be stored fails the upload and leaves no other rendition behind', async () => {
    const other = await createUploadHarness()
    const disk = createDiskStorage(other.root)
    const broken = await createUploadHarness({
      storage: failing(disk, { put: (key) => key.endsWith('-128.webp') }),
    })
    try {
      const answer = await broken.upload(await png({ width: 300, height: 300 }))
      expect(answer.status).toBe(500)
      const left = await readdir(other.root, { recursive: true }).catch(() => [])
      expect(left.filter((name) => /\.(png|webp)$/.test(name))).toEqual([])
    } finally {
      await broken.dispose()
      await other.dispose()
    }
  })

  it('a raster image sharp refuses is answered as not an image, and what sharp said is logged', async () => {
    const lines: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    const logged = await createUploadHarness({ logger })
    try {
      const whole = await png({ width: 200, height: 200 })
      const corrupt = Buffer.from(whole)
      corrupt.fill(0xff, 60, 120)
      await expectRefused(await logged.upload(corrupt), 400, ONLY_IMAGES.uk)
      const refusal = lines.find((line) => line.includes('raster image refused by sharp'))
      expect(refusal).toBeDefined()
      expect(JSON.parse(refusal ?? '{}')).toMatchObject({ err: { message: expect.any(String) } })
    } finally {
      await logged.dispose()
    }
  })

  it('remove is best effort: a failing delete is logged, never thrown', async () => {
    const lines: string[] = []
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) })
    const plain = await createUploadHarness()
    const { record } = await uploadAnswer(await plain.upload(await png({ width: 64, height: 64 })))
    const broken = await createUploadHarness({ storage: failing(plain.storage, { delete: true }), logger })
    try {
      await expect(broken.uploads.remove(record)).resolves.toBeUndefined()
      expect(lines.length).toBe(record.variants.length)
      expect(lines[0]).toContain('image file not deleted')
    } finally {
      await broken.dispose()
      await plain.dispose()
    }
  })
})

describe('V5.2.1 image work is limited: a burst of uploads queues instead of taking every core', () => {
  it('runs at most `concurrency` tasks at once, in order', async () => {
    const limiter = createLimiter(2)
    let running = 0
    let peak = 0
    const order: number[] = []
    const task = (n: number) => async () => {
      running += 1
      peak = Math.max(peak, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      order.push(n)
      running -= 1
      return n
    }
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => limiter.run(task(n))))
    expect(results).toEqual([1, 2, 3, 4, 5, 6])
    expect(peak).toBe(2)
    expect(limiter.active).toBe(0)
  })

  it('frees the slot of a failing task', async () => {
    const limiter = createLimiter(1)
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(limiter.run(async () => 'next')).resolves.toBe('next')
  })

  it('queues at most `maxWaiting` tasks: one more is refused at once, and the queue frees up', async () => {
    const limiter = createLimiter(1, 1)
    let release = () => {}
    const running = limiter.run(() => new Promise<string>((done) => (release = () => done('first'))))
    const queued = limiter.run(async () => 'second')
    expect([limiter.active, limiter.waiting]).toEqual([1, 1])
    await expect(limiter.run(async () => 'third')).rejects.toBeInstanceOf(LimiterFull)
    release()
    expect(await Promise.all([running, queued])).toEqual(['first', 'second'])
    await expect(limiter.run(async () => 'fourth')).resolves.toBe('fourth')
  })

  it('an upload beyond the queue is 503 images_busy with Retry-After, in the path’s language', async () => {
    const limiter = createLimiter(1, 0)
    const busy = await createUploadHarness({ limiter })
    try {
      let release = () => {}
      const held = limiter.run(() => new Promise<void>((done) => (release = done)))
      const image = await png({ width: 32, height: 32 })
      const uk = await busy.upload(image)
      expect(uk.status).toBe(503)
      expect(uk.headers.get('Retry-After')).toBe('5')
      expect(await uk.json()).toEqual({
        detail: 'Сервер зараз обробляє забагато зображень. Спробуйте ще раз трохи згодом.',
        code: 'images_busy',
      })
      const en = await busy.upload(image, { path: UPLOAD_PATH_EN })
      expect(await en.json()).toEqual({
        detail: 'The server is processing too many images right now. Please try again in a moment.',
        code: 'images_busy',
      })
      // Nothing was stored, and once the turn is free the same upload goes through.
      release()
      await held
      expect((await busy.upload(image)).status).toBe(201)
    } finally {
      await busy.dispose()
    }
  })

  it('ten uploads at once with concurrency 1 all succeed', async () => {
    const serial = await createUploadHarness({ concurrency: 1 })
    try {
      const image = await png({ width: 256, height: 256 })
      const answers = await Promise.all(Array.from({ length: 10 }, () => serial.upload(image)))
      expect(answers.map((answer) => answer.status)).toEqual(new Array(10).fill(201))
    } finally {
      await serial.dispose()
    }
  })
})
