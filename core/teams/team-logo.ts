/**
 * A team's logo upload (the captain's, spec §5/§9): core's upload machine sending the file to
 * `POST /teams/{teamId}/logo`. Its stored image goes to the team machine as `logo.uploaded`.
 */
import { fromPromise } from 'xstate'
import type { Ports } from '#core/shared/ports/index.ts'
import { measureImage, type UploadActorInput, uploadMachine } from '#core/shared/uploads/upload.machine.ts'
import type { UploadFile } from '#core/shared/uploads/uploads.port.ts'

export { TEAM_LOGO_UPLOAD_INPUT } from './team-view.ts'

/** A team's logo upload (the captain's): core's upload machine sending to `POST /teams/{id}/logo`. */
export const provideTeamLogoUpload = (
  ports: Pick<Ports, 'uploads' | 'notifier'>,
  teamId: string,
  refine: (error: unknown) => Promise<unknown> = async (error) => error,
) =>
  uploadMachine.provide({
    actors: {
      measure: fromPromise(({ input }: { input: { file: UploadFile } }) => measureImage(input.file)),
      upload: fromPromise(async ({ input, signal }: { input: UploadActorInput; signal: AbortSignal }) => {
        try {
          return await ports.uploads.uploadTeamLogo(teamId, input.file, {
            onProgress: input.onProgress,
            signal,
          })
        } catch (error) {
          throw await refine(error)
        }
      }),
    },
    actions: {
      notify: (_, params) => ports.notifier.notify(params),
    },
  })
