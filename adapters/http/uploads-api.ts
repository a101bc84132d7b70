/**
 * Image uploads over REST API v1: one multipart part `file`, sent through the API client's `upload`
 * so the page can show the request's upload progress. The server decides the type by the bytes and
 * answers the stored image (`StoredImage`).
 */
import { Schema } from 'effect'
import { PROFILE_PATHS, UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { StoredImage } from '#core/shared/uploads/image.ts'
import type { UploadFile, UploadOptions, UploadsApi } from '#core/shared/uploads/uploads.port.ts'
import type { ApiClient } from './api-client.ts'

const decodeStoredImage = Schema.decodeUnknownPromise(StoredImage)

const formOf = (file: UploadFile): FormData => {
  const form = new FormData()
  form.append(UPLOAD_FIELD, file.content, file.name)
  return form
}

/** The avatar for now; team logos join when the teams endpoints exist. */
export type AvatarUploads = Pick<UploadsApi, 'uploadAvatar'>

export const createUploadsApi = (client: ApiClient): AvatarUploads => ({
  async uploadAvatar(file: UploadFile, options: UploadOptions = {}) {
    return decodeStoredImage(await client.upload(PROFILE_PATHS.avatar, formOf(file), options))
  },
})
