import { useId } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

/** A match as the dialog names it: its round and its two teams. */
export interface NamedMatch {
  readonly id: string
  readonly round: string
  readonly first: string
  readonly second: string
}

/**
 * Before an organiser corrects a result: the matches the correction changes and those it deletes,
 * exactly as the server's preview named them, in a dialog that keeps the focus inside.
 */
export default function CorrectionDialog({
  title,
  changed,
  removed,
  busy,
  onConfirm,
  onCancel,
  texts,
}: {
  readonly title: string
  readonly changed: ReadonlyArray<NamedMatch>
  readonly removed: ReadonlyArray<NamedMatch>
  readonly busy: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
  readonly texts: {
    readonly changed: string
    readonly removed: string
    readonly nothingElse: string
    readonly item: (match: NamedMatch) => string
    readonly confirm: string
    readonly cancel: string
  }
}) {
  const id = useId()
  const list = (matches: ReadonlyArray<NamedMatch>) => (
    <ul>
      {matches.map((match) => (
        <li key={match.id}>{texts.item(match)}</li>
      ))}
    </ul>
  )
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel()
      }}
    >
      <Modal className="dialog">
        <Dialog className="dialog__body" aria-labelledby={`${id}-title`}>
          <Heading slot="title" id={`${id}-title`} className="dialog__title">
            {title}
          </Heading>
          {changed.length > 0 ? (
            <>
              <p>{texts.changed}</p>
              {list(changed)}
            </>
          ) : null}
          {removed.length > 0 ? (
            <>
              <p>{texts.removed}</p>
              {list(removed)}
            </>
          ) : null}
          {changed.length === 0 && removed.length === 0 ? <p>{texts.nothingElse}</p> : null}
          <div className="dialog__actions">
            <Button className="button button--ghost" onPress={onCancel} isDisabled={busy} autoFocus>
              {texts.cancel}
            </Button>
            <Button className="button button--primary" onPress={onConfirm} isDisabled={busy}>
              {texts.confirm}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
