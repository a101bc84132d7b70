/**
 * The upload machine's start (its context and state), without XState or effect: a page shows its
 * image picker from it until the machine loads on first use (ADR 0027).
 * `tests/model/upload.model.test.ts` checks it against the machine's own.
 */
import type { FlowMessage } from '#core/shared/messages.ts'
import { type MachineView, startView } from '#core/shared/state-value.ts'
import type { UploadFile, UploadProgress } from '#core/shared/uploads/uploads.port.ts'
import type { MessageRef } from '#core/shared/validation/message.ts'
import type { StoredImage } from './image.ts'
import type { ImageSize } from './image-size.ts'

export interface UploadInput {
  /** The toast once the image is stored ('Avatar updated'). */
  readonly success?: FlowMessage | null
  /** Said when the upload failed for a reason that is not the file's (default 'Something went wrong'). */
  readonly failure?: FlowMessage | null
}

export interface UploadContext {
  /** The chosen file, while it is checked and sent (the page previews it). */
  readonly file: UploadFile | null
  /** Its pixel size, once read from its head (null: not a PNG or JPEG, or not read yet). */
  readonly size: ImageSize | null
  /** Bytes of the request body sent so far, while uploading. */
  readonly progress: UploadProgress | null
  /** The rules the last chosen file broke: type, the 10 MB limit, the pixel limit, or the server's. */
  readonly errors: ReadonlyArray<MessageRef<string>>
  /** A failure that is not about the file ('Please wait a few minutes', 'Something went wrong'). */
  readonly error: FlowMessage | null
  /** The stored image of the last upload. */
  readonly image: StoredImage | null
  readonly success: FlowMessage | null
  readonly failure: FlowMessage | null
}

/** The machine's context when it starts. */
export const uploadStartContext = (input: UploadInput): UploadContext => ({
  file: null,
  size: null,
  progress: null,
  errors: [],
  error: null,
  image: null,
  success: input.success ?? null,
  failure: input.failure ?? null,
})

/** The state the machine starts in: nothing on its way. */
export const UPLOAD_START_VALUE = { ready: 'idle' } as const

/** What an image picker reads of the machine (its snapshot, or the start view before it loads). */
export type UploadView = MachineView<UploadContext>

/** The image picker before its machine runs. */
export const uploadStartView = (input: UploadInput): UploadView =>
  startView(uploadStartContext(input), UPLOAD_START_VALUE)
