import { type ReactNode, useEffect, useState } from 'react'
import { Button, DropZone, FileTrigger, Label, ProgressBar } from 'react-aria-components'
import { IMAGE_ACCEPT } from '#core/shared/uploads/image-rules.ts'
import type { UploadEvent } from '#core/shared/uploads/upload.machine.ts'
import type { UploadView } from '#core/shared/uploads/upload-start.ts'
import type { UploadFile } from '#core/shared/uploads/uploads.port.ts'
import { type Selectable, useSelector } from '#ui/shared/app/actor-handle.ts'
import { FieldMessages } from '#ui/shared/form/TextField.tsx'

const ACCEPTED = IMAGE_ACCEPT.split(',')

/** A file the browser handed over, as core's upload port takes it. */
const uploadFileOf = (file: File): UploadFile => ({
  name: file.name,
  type: file.type,
  size: file.size,
  content: file,
})

/** The object URL of a chosen file while it is shown, revoked when it is not any more. */
const usePreview = (file: UploadFile | null): string | null => {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const created = URL.createObjectURL(file.content)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [file])
  return url
}

export interface ImagePickerTexts {
  /** The file button. */
  readonly choose: string
  /** Said next to the button: a file may be dropped too. */
  readonly drop: string
  /** The drop zone's accessible name. */
  readonly dropZone: string
  /** Said while a file is dragged over the zone. */
  readonly dropping: string
  /** The rule: types and size. */
  readonly hint: string
  /** The preview's alternative text. */
  readonly preview: string
  /** The progress bar's label for a file name. */
  readonly uploading: (name: string) => string
  readonly cancel: string
}

/**
 * An image field run by core's upload machine (avatars; team logos next): the current image or a
 * preview of the chosen file, a file button (React Aria's FileTrigger) and a drop zone around it all,
 * the rule, a progress bar while the request goes out (with a way to cancel), and every rule a file
 * broke, said as soon as it is known (`role="alert"`).
 */
export const ImagePicker = ({
  actor,
  current,
  texts,
  actions,
}: {
  /** The upload machine (an actor, or a handle that loads it on first use: `actor-handle.ts`). */
  readonly actor: Selectable<UploadView> & { send(event: UploadEvent): void }
  /** What the frame shows when no file is on its way (the stored image, or a placeholder). */
  readonly current: ReactNode
  readonly texts: ImagePickerTexts
  /** More buttons beside the file button (e.g. remove). */
  readonly actions?: ReactNode
}) => {
  const busy = useSelector(
    actor,
    (snapshot) => snapshot.matches('validating') || snapshot.matches('uploading'),
  )
  const file = useSelector(actor, (snapshot) => snapshot.context.file)
  // A raster file is previewed once its head proved it one (a broken image would be drawn as
  // broken, and Chromium then logs a blocked request for it); an SVG at once.
  const previewable = useSelector(
    actor,
    ({ context }) =>
      context.file !== null && (context.size !== null || context.file.type === 'image/svg+xml'),
  )
  const progress = useSelector(actor, (snapshot) => snapshot.context.progress)
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors)
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const preview = usePreview(previewable ? file : null)
  const select = (chosen: File | undefined) => {
    if (chosen && !busy) actor.send({ type: 'file.select', file: uploadFileOf(chosen) })
  }
  const messages = error ? [...errors, error] : errors
  return (
    <DropZone
      className="image-picker"
      aria-label={texts.dropZone}
      isDisabled={busy}
      onDrop={async (event) => {
        const item = event.items.find((dropped) => dropped.kind === 'file')
        if (item?.kind === 'file') select(await item.getFile())
      }}
    >
      {({ isDropTarget }) => (
        <>
          <div className="image-picker__frame" data-drop-target={isDropTarget || undefined}>
            {preview ? <img src={preview} alt={texts.preview} width={128} height={128} /> : current}
            {isDropTarget ? (
              <span className="image-picker__dropping" aria-hidden="true">
                {texts.dropping}
              </span>
            ) : null}
          </div>
          <div className="image-picker__body">
            <div className="image-picker__actions">
              <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => select(files?.[0])}>
                <Button className="button button--ghost" isDisabled={busy}>
                  {texts.choose}
                </Button>
              </FileTrigger>
              {actions}
            </div>
            <p className="image-picker__hint">
              {texts.drop}
              <br />
              {texts.hint}
            </p>
            {busy && file ? (
              <div className="image-picker__progress">
                <ProgressBar
                  className="progress"
                  value={progress?.loaded ?? 0}
                  maxValue={Math.max(1, progress?.total ?? file.size)}
                >
                  {({ percentage, valueText }) => (
                    <>
                      <div className="progress__head">
                        <Label className="progress__label">{texts.uploading(file.name)}</Label>
                        <span className="progress__value">{valueText}</span>
                      </div>
                      <div className="progress__track">
                        <div className="progress__fill" style={{ width: `${percentage ?? 0}%` }} />
                      </div>
                    </>
                  )}
                </ProgressBar>
                <Button className="button--link" onPress={() => actor.send({ type: 'upload.cancel' })}>
                  {texts.cancel}
                </Button>
              </div>
            ) : null}
            <div role="alert" className="image-picker__errors">
              {messages.length > 0 ? (
                <p className="field__error">
                  <FieldMessages errors={messages} />
                </p>
              ) : null}
            </div>
          </div>
        </>
      )}
    </DropZone>
  )
}
