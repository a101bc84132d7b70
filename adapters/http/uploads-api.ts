/**
 * Image uploads over REST API v1: one multipart part `file`, sent through the API client's `upload`
 * so the page can show the request's upload progress. The server decides the type by the bytes and
 * answers the stored image (`StoredImage`).
 */
import { Schema } from 'effect'
import { PROFILE_PATHS, UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { NotFound } from '#core/shared/errors.ts'
import { StoredImage } from '#core/shared/uploads/image.ts'
import type { UploadFile, UploadOptions, UploadsApi } from '#core/shared/uploads/uploads.port.ts'
import { teamLogoPath } from '#core/teams/teams.api.ts'
import type { ApiClient } from './api-client.ts'

const decodeStoredImage = Schema.decodeUnknownPromise(StoredImage)

const formOf = (file: UploadFile): FormData => {
  const form = new FormData()
  form.append(UPLOAD_FIELD, file.content, file.name)
  return form
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/u

export const createUploadsApi = (client: ApiClient): UploadsApi => ({
  async uploadAvatar(file: UploadFile, options: UploadOptions = {}) {
    return decodeStoredImage(await client.upload(PROFILE_PATHS.avatar, formOf(file), options))
  },
  /** `POST /teams/{teamId}/logo` (the captain's); an id that cannot name a team is not sent. */
  async uploadTeamLogo(teamId: string, file: UploadFile, options: UploadOptions = {}) {
    if (teamId.length !== 36 || !UUID.test(teamId)) throw new NotFound()
    return decodeStoredImage(await client.upload(teamLogoPath(teamId), formOf(file), options))
  },
})
