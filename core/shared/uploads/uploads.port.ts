/**
 * Image uploads (avatar, team logo). `Blob` and `AbortSignal` are web-standard globals in browsers
 * and Node alike, so the core stays free of DOM and Node imports.
 */
import type { StoredImage } from '#core/shared/uploads/image.ts'

export interface UploadFile {
  readonly name: string
  readonly type: string
  readonly size: number
  readonly content: Blob
}

/** Bytes of the request body sent so far. */
export interface UploadProgress {
  readonly loaded: number
  readonly total: number
}

export interface UploadOptions {
  readonly onProgress?: (progress: UploadProgress) => void
  readonly signal?: AbortSignal
}

export interface UploadsApi {
  /**
   * Answers the stored image. Rejects with ApiError: 400 `{file: [...]}` for bytes that are not an
   * SVG, PNG or JPG (or too many pixels), 413 for more than 10 MB.
   */
  uploadAvatar(file: UploadFile, options?: UploadOptions): Promise<StoredImage>
  uploadTeamLogo(teamId: string, file: UploadFile, options?: UploadOptions): Promise<StoredImage>
}
