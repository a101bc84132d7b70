/**
 * Every state of the upload chart, walked with the avatar's upload against the fake ports: the
 * rules named for a refused file (type, 10 MB, pixels, the server's 413 and 400), the progress
 * reported while the request goes out, cancelling, and 'Avatar updated' once the image is stored.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError, RateLimited } from '#core/errors.ts'
import { FieldsRefused } from '#core/forms/form.machine.ts'
import type { UploadFile, UploadOptions } from '#core/ports/uploads.ts'
import { AVATAR_UPLOAD_INPUT, provideAvatarUpload } from '#core/profile/profile-page.ts'
import { IMAGE_MAX_BYTES, type StoredImage } from '#core/uploads/image.ts'
import type { ImageSize } from '#core/uploads/image-size.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { expectSameState, flush, settleEvents } from './harness.ts'
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
const STORED: StoredImage = {
  url: '/media/avatars/a-256.png',
  variants: [{ width: 64, type: 'image/webp', url: '/media/avatars/a-64.webp' }],
}
const SERVER_RULE = [{ key: 'server', params: { text: 'The image must be at most 40 megapixels' } }]

const events: ModelEvent[] = [
  { type: 'file.select', file: PNG },
  { type: 'file.select', file: GIF },
  { type: 'file.select', file: HUGE },
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
  { type: 'xstate.error.actor.upload', error: new TypeError('Network error while uploading') },
]

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
    expect([...errors].sort()).toEqual(['imagePixels', 'imageTooLarge', 'imageType', 'server'])
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
      let uploads = 0
      const toasts: string[] = []
      let lastSignal: AbortSignal | undefined
      /** The options the last upload call handed the port (its progress callback, its signal). */
      const uploadOptions = (): UploadOptions => {
        const call = log.last()
        if (call?.method !== 'uploadAvatar') throw new Error('no upload call')
        return call.args[1] as UploadOptions
      }

      await path.test({
        states: {
          '*': (state) => {
            expectSameState(actor, state)
            expect(log.names().filter((name) => name === 'uploads.uploadAvatar')).toHaveLength(uploads)
            expect(ports.notifier.keys()).toEqual(toasts)
          },
        },
        events: {
          'file.select': async ({ event }) => {
            actor.send(event as never)
            await flush()
          },
          'xstate.done.actor.measure': async ({ event }) => {
            gate.resolve('measure', (event as ModelEvent).output)
            await flush()
            if (actor.getSnapshot().matches('uploading')) {
              uploads += 1
              expect(log.last()?.args[0]).toBe(PNG)
              lastSignal = uploadOptions().signal
              expect(lastSignal?.aborted).toBe(false)
            }
          },
          'xstate.error.actor.measure': async ({ event }) => {
            gate.reject('measure', (event as ModelEvent).error)
            await flush()
            uploads += 1
            lastSignal = uploadOptions().signal
          },
          'upload.progress': async ({ event }) => {
            // Reported by the port, as the browser reports the request body going out.
            const { loaded, total } = event as ModelEvent
            uploadOptions().onProgress?.({ loaded: Number(loaded), total: Number(total) })
            await flush()
          },
          'upload.cancel': async ({ event, state }) => {
            actor.send(event as never)
            await flush()
            // Cancelling an upload aborts its request.
            if (state.matches('uploading')) expect(lastSignal?.aborted).toBe(true)
          },
          ...settleEvents(gate, { upload: 'uploads.uploadAvatar' }, (_id, outcome) => {
            if (outcome === 'done') toasts.push('success:avatarUpdated')
          }),
        },
      })
    })
  }
})
