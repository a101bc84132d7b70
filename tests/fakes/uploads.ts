import type { StoredImage } from '#core/shared/uploads/image.ts'
import type { UploadFile, UploadOptions, UploadsApi } from '#core/shared/uploads/uploads.port.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

export class FakeUploadsApi extends CannedPort<UploadsApi> implements UploadsApi {
  constructor(options: FakeOptions = {}) {
    super('uploads', options)
  }

  /** The options are logged too: a test reports progress or checks the abort signal through them. */
  uploadAvatar(file: UploadFile, options?: UploadOptions): Promise<StoredImage> {
    return this.call('uploadAvatar', options === undefined ? [file] : [file, options])
  }

  uploadTeamLogo(teamId: string, file: UploadFile, options?: UploadOptions): Promise<StoredImage> {
    return this.call('uploadTeamLogo', options === undefined ? [teamId, file] : [teamId, file, options])
  }
}
