/**
 * Every state of the upload chart, walked with the avatar's upload against the fake ports: the
 * rules named for a refused file (type, 10 MB, an SVG's 1 MB, pixels, the server's field errors and
 * a bare 413), the progress reported while the request goes out, cancelling, a busy server, and
 * 'Avatar updated' once the image is stored.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { AVATAR_UPLOAD_INPUT, provideAvatarUpload } from '#core/profile/profile-page.ts'
import { ApiError, hasTag, RateLimited, ServerError } from '#core/shared/errors.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import { IMAGE_MAX_BYTES, type StoredImage, SVG_MAX_BYTES } from '#core/shared/uploads/image.ts'
import type { ImageSize } from '#core/shared/uploads/image-size.ts'
import type { UploadFile, UploadOptions } from '#core/shared/uploads/uploads.port.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { flush, stateName } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const file = (name: string, type: string, size: number): UploadFile => ({
  name,
  type,
  size,
  content: new Blob([new Uint8Array(Math.min(size, 16))], { type }),
})

const PNG = file('me.png', 'image/png', 2048)
const GIF = file('me.gif', 'image/gif', 2048)
const HUGE = file('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1)
// A size a PNG may have, an SVG not: one byte over an SVG's own limit.
const HEAVY_SVG = file('logo.svg', 'image/svg+xml', SVG_MAX_BYTES + 1)
const STORED: StoredImage = {
  url: '/media/avatars/a-256.png',
  variants: [{ width: 64, type: 'image/webp', url: '/media/avatars/a-64.webp' }],
}
const SERVER_RULE = [{ key: 'server', params: { text: 'The image must be at most 40 megapixels' } }]

const events: ModelEvent[] = [
  { type: 'file.select', file: PNG },
  { type: 'file.select', file: GIF },
  { type: 'file.select', file: HUGE },
  { type: 'file.select', file: HEAVY_SVG },
  { type: 'xstate.done.actor.measure', output: { width: 256, height: 256 } },
  { type: 'xstate.done.actor.measure', output: { width: 10_000, height: 5_000 } },
  { type: 'xstate.done.actor.measure', output: null },
  { type: 'xstate.error.actor.measure', error: new Error('unreadable') },
  { type: 'upload.progress', loaded: 1024, total: 2048 },
  { type: 'upload.cancel' },
  { type: 'xstate.done.actor.upload', output: STORED },
  { type: 'xstate.error.actor.upload', error: new ApiError({ status: 413, body: { file: ['Too big'] } }) },
  { type: 'xstate.error.actor.upload', error: new FieldsRefused({ fields: { file: SERVER_RULE } }) },
  { type: 'xstate.error.actor.upload', error: new RateLimited({}) },
  { type: 'xstate.error.actor.upload', error: new ServerError({ status: 503 }) },
  { type: 'xstate.error.actor.upload', error: new TypeError('Network error while uploading') },
]

/** What the avatar field shows, and the files sent so far. */
interface Seen {
  readonly state: string
  /** The rules the last file broke, by key. */
  readonly errors: ReadonlyArray<string>
  /** The failure shown when no rule explains it. */
  readonly error: string | null
  readonly progress: { readonly loaded: number; readonly total: number } | null
  readonly image: StoredImage | null
  readonly uploads: ReadonlyArray<UploadFile>
  readonly toasts: ReadonlyArray<string>
}

const START: Seen = {
  state: 'ready.idle',
  errors: [],
  error: null,
  progress: null,
  image: null,
  uploads: [],
  toasts: [],
}

/** The PNG goes out: nothing sent yet of its 2048 bytes. */
const send = (seen: Seen): Seen => ({
  ...seen,
  state: 'uploading',
  progress: { loaded: 0, total: 2048 },
  uploads: [...seen.uploads, PNG],
})
const refuse = (seen: Seen, errors: ReadonlyArray<string>, error: string | null = null): Seen => ({
  ...seen,
  state: 'ready.failed',
  errors,
  error,
  progress: null,
})

/** The outcome of each event, from spec §2's avatar rules. */
const next = (seen: Seen, event: ModelEvent): Seen => {
  switch (event.type) {
    case 'file.select':
      if (event.file === GIF) return refuse(seen, ['imageType'])
      if (event.file === HUGE) return refuse(seen, ['imageTooLarge'])
      if (event.file === HEAVY_SVG) return refuse(seen, ['svgTooLarge'])
      return { ...seen, state: 'validating', errors: [], error: null }
    case 'xstate.done.actor.measure': {
      const size = event.output as ImageSize | null
      // More than 40 megapixels is refused before sending; a size not read is left to the server.
      return size !== null && size.width * size.height > 40_000_000
        ? refuse(seen, ['imagePixels'])
        : send(seen)
    }
    case 'xstate.error.actor.measure':
      return send(seen)
    case 'upload.progress':
      return { ...seen, progress: { loaded: Number(event.loaded), total: Number(event.total) } }
    case 'upload.cancel':
      return { ...seen, state: 'ready.idle', progress: null }
    case 'xstate.done.actor.upload':
      return {
        ...seen,
        state: 'ready.done',
        progress: null,
        image: STORED,
        toasts: [...seen.toasts, 'success:avatarUpdated'],
      }
    case 'xstate.error.actor.upload':
      if (hasTag(event.error, 'ApiError')) return refuse(seen, ['imageTooLarge'])
      if (event.error instanceof FieldsRefused) return refuse(seen, ['server'])
      if (hasTag(event.error, 'RateLimited') || hasTag(event.error, 'ServerError'))
        return refuse(seen, [], 'pleaseWait')
      return refuse(seen, [], 'somethingWentWrong')
    default:
      throw new Error(`No expectation for ${event.type}`)
  }
}

describe('upload machine (avatar)', () => {
  const model = createModel(provideAvatarUpload(createFakePorts()), { events, input: AVATAR_UPLOAD_INPUT })
  const paths = model.getShortestPaths()

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    expect([...reached].sort()).toEqual(
      ['{"ready":"idle"}', '{"ready":"done"}', '{"ready":"failed"}', '"validating"', '"uploading"'].sort(),
    )
  })

  it('names every rule a refused file broke', () => {
    const errors = new Set(
      paths.flatMap((p) => p.steps.flatMap((s) => s.state.context.errors.map((e) => e.key))),
    )
    expect([...errors].sort()).toEqual(['imagePixels', 'imageTooLarge', 'imageType', 'server', 'svgTooLarge'])
  })

  for (const path of paths) {
    it(path.description, async () => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log })
      // The size is read from the file's bytes (unit-tested with real images): here the model says it.
      const machine = provideAvatarUpload(ports).provide({
        actors: {
          measure: fromPromise<ImageSize | null, { file: UploadFile }>(
            () => gate.hold('measure') as Promise<ImageSize | null>,
          ),
        },
      })
      const actor = createActor(machine, { input: AVATAR_UPLOAD_INPUT }).start()
      let seen = START
      /** The options the last upload call handed the port (its progress callback, its signal). */
      const uploadOptions = (): UploadOptions | undefined => log.lastTo('uploads')?.args[1] as UploadOptions

      const step = async (event: ModelEvent): Promise<void> => {
        const before = seen
        if (event.type === 'xstate.done.actor.measure') gate.resolve('measure', event.output)
        else if (event.type === 'xstate.error.actor.measure') gate.reject('measure', event.error)
        else if (event.type === 'xstate.done.actor.upload') gate.resolve('uploads.uploadAvatar', event.output)
        else if (event.type === 'xstate.error.actor.upload') gate.reject('uploads.uploadAvatar', event.error)
        // Reported by the port, as the browser reports the request body going out.
        else if (event.type === 'upload.progress')
          uploadOptions()?.onProgress?.({ loaded: Number(event.loaded), total: Number(event.total) })
        else actor.send(event as never)
        await flush()
        seen = next(seen, event)
        // Cancelling an upload aborts its request.
        if (event.type === 'upload.cancel' && before.state === 'uploading')
          expect(uploadOptions()?.signal?.aborted).toBe(true)
      }

      await path.test({
        states: {
          '*': () => {
            const { value, context } = actor.getSnapshot()
            expect({
              state: stateName(value),
              errors: context.errors.map((error) => error.key),
              error: context.error?.key ?? null,
              progress: context.progress,
              image: context.image,
              uploads: log.calls.filter((c) => c.method === 'uploadAvatar').map((c) => c.args[0]),
              toasts: ports.notifier.keys(),
            }).toEqual(seen)
          },
        },
        events: Object.fromEntries(
          events.map((event) => [event.type, ({ event }: { event: unknown }) => step(event as ModelEvent)]),
        ),
      })
    })
  }
})
