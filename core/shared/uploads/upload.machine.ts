/**
 * One image picked and uploaded (an avatar, a team logo), spec §5/§9: only SVG, PNG or JPG, at most
 * 10 MB (an SVG at most 1 MB), and not more pixels than the server decodes. The rules the browser can
 * check are checked before a byte is sent, and every refusal names the rule that was broken, whether
 * the browser or the server found it (the server's messages of the `file` field with a 400, 413 or
 * 422; a 413 without them: the 10 MB limit). The server busy (503) asks to wait, like a 429.
 *
 *   ready.idle ─file.select→ validating ─(pixels ok)→ uploading ─done→ ready.done
 *        │ type or 10 MB broken   │ too many pixels     │ refused or failed
 *        └──────────────────→ ready.failed ←──────────┘
 *   upload.cancel (validating, uploading) → ready.idle; a new file.select from any `ready` state
 *
 * Progress (`upload.progress`, bytes of the request body sent) is reported by the `upload` actor
 * through the `onProgress` of its input. Leaving `uploading` (cancel) stops that actor, whose
 * `signal` then aborts the request. Side effects are named slots filled with `.provide()`: `measure`
 * (the pixel size from the file's head), `upload` and `notify` (the success toast).
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { hasTag, NotProvided } from '#core/shared/errors.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'
import type { UploadFile, UploadProgress } from '#core/shared/uploads/uploads.port.ts'
import { type MessageRef, message } from '#core/shared/validation/message.ts'
import { IMAGE_MAX_MB, imageErrors, isValidImage, type StoredImage } from './image.ts'
import { IMAGE_HEAD_BYTES, type ImageSize, imageSizeOf, pixelErrors } from './image-size.ts'
import { type UploadContext, type UploadInput, uploadStartContext } from './upload-start.ts'

export type { UploadContext, UploadInput } from './upload-start.ts'

export type UploadEvent =
  | { readonly type: 'file.select'; readonly file: UploadFile }
  | { readonly type: 'upload.progress'; readonly loaded: number; readonly total: number }
  | { readonly type: 'upload.cancel' }

export interface UploadActorInput {
  readonly file: UploadFile
  readonly onProgress: (progress: UploadProgress) => void
}

/**
 * The rules a refused upload broke: the server names them (`FieldsRefused`: 400, 413, 422); a bare 413
 * (a proxy's) is the size limit.
 */
const refusedRules = (error: unknown): ReadonlyArray<MessageRef<string>> =>
  error instanceof FieldsRefused
    ? Object.values(error.fields).flat()
    : hasTag(error, 'ApiError') && error.status === 413
      ? [message('imageTooLarge', { max: IMAGE_MAX_MB })]
      : []

/** Throttled (429), or too many images in the server's queue (503): a wait helps, not another file. */
const asksToWait = (error: unknown): boolean =>
  hasTag(error, 'RateLimited') || (hasTag(error, 'ServerError') && error.status === 503)

const failureOf = (error: unknown, failure: FlowMessage | null): FlowMessage =>
  asksToWait(error) ? message('pleaseWait') : (failure ?? message('somethingWentWrong'))

/** The pixel size of a file from its head (the `measure` slot of a composition root). */
export const measureImage = async (file: UploadFile): Promise<ImageSize | null> =>
  imageSizeOf(new Uint8Array(await file.content.slice(0, IMAGE_HEAD_BYTES).arrayBuffer()))

// Entered from `file.select` or `validating` only, both with the file in context.
const chosen = (context: UploadContext): UploadFile => context.file as UploadFile

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    measure: fromPromise<ImageSize | null, { file: UploadFile }>(async () => {
      throw new NotProvided('measure')
    }),
    upload: fromPromise<StoredImage, UploadActorInput>(async () => {
      throw new NotProvided('upload')
    }),
  },
  actions: {
    notify: (_, _params: { kind: ToastKind; message: FlowMessage }) => {},
    forget: assign({ file: null, size: null, progress: null }),
  },
  guards: {
    validFile: (_, params: { file: UploadFile }) => isValidImage(params.file),
    withinPixelLimit: (_, params: { size: ImageSize | null }) => pixelErrors(params.size).length === 0,
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => uploadStartContext(input),
  initial: 'ready',
  states: {
    ready: {
      description: 'Nothing on its way: a file may be chosen (again).',
      initial: 'idle',
      states: {
        idle: {},
        done: { description: 'The last image is stored.' },
        failed: { description: 'The last file broke a rule (named in `errors`) or could not be sent.' },
      },
      on: {
        'file.select': [
          {
            guard: { type: 'validFile', params: ({ event }) => ({ file: event.file }) },
            target: 'validating',
            actions: assign({ file: ({ event }) => event.file, errors: [], error: null }),
          },
          {
            target: '.failed',
            actions: assign({ file: null, errors: ({ event }) => imageErrors(event.file), error: null }),
          },
        ],
      },
    },
    validating: {
      description: "The image's pixel size is read from its first bytes (nothing is decoded).",
      invoke: {
        id: 'measure',
        src: 'measure',
        input: ({ context }) => ({ file: chosen(context) }),
        onDone: [
          {
            guard: { type: 'withinPixelLimit', params: ({ event }) => ({ size: event.output }) },
            target: 'uploading',
            actions: assign({ size: ({ event }) => event.output }),
          },
          {
            target: 'ready.failed',
            actions: ['forget', assign({ errors: ({ event }) => pixelErrors(event.output) })],
          },
        ],
        // A head that cannot be read leaves the pixel check to the server.
        onError: { target: 'uploading' },
      },
      on: { 'upload.cancel': { target: 'ready.idle', actions: 'forget' } },
    },
    uploading: {
      entry: assign({ progress: ({ context }) => ({ loaded: 0, total: chosen(context).size }) }),
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, self }) => ({
          file: chosen(context),
          onProgress: (progress: UploadProgress) => self.send({ type: 'upload.progress', ...progress }),
        }),
        onDone: {
          target: 'ready.done',
          actions: [
            'forget',
            assign({ image: ({ event }) => event.output }),
            enqueueActions(({ context, enqueue }) => {
              if (context.success)
                enqueue({ type: 'notify', params: { kind: 'success', message: context.success } })
            }),
          ],
        },
        onError: {
          target: 'ready.failed',
          actions: [
            'forget',
            assign(({ context, event }) => {
              const errors = refusedRules(event.error)
              return { errors, error: errors.length > 0 ? null : failureOf(event.error, context.failure) }
            }),
          ],
        },
      },
      on: {
        'upload.progress': {
          actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }),
        },
        'upload.cancel': { target: 'ready.idle', actions: 'forget' },
      },
    },
  },
})

export type UploadMachine = typeof uploadMachine
