/**
 * Image uploads (avatar, team logo). `Blob` is a web-standard global in browsers and Node alike,
 * so the core stays free of DOM and Node imports.
 */
export interface UploadFile {
  readonly name: string
  readonly type: string
  readonly size: number
  readonly content: Blob
}

export interface UploadsApi {
  /** Answers the public URL of the stored image. */
  uploadAvatar(file: UploadFile): Promise<{ readonly url: string }>
  uploadTeamLogo(teamId: string, file: UploadFile): Promise<{ readonly url: string }>
}
