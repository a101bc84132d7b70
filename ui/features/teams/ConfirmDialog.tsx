import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

/**
 * A confirmation asked before something that cannot be undone (removing a player, leaving a team):
 * an alert dialog that keeps the focus inside, Escape or the cancel button says no. Open while the
 * team machine waits for the answer and while it acts on it (`busy`). Loaded on first use.
 */
export default function ConfirmDialog({
  id,
  title,
  body,
  confirm,
  cancel,
  isOpen,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly id: string
  readonly title: string
  readonly body: ReadonlyArray<string>
  readonly confirm: string
  readonly cancel: string
  readonly isOpen: boolean
  readonly busy: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
}) {
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={isOpen}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel()
      }}
    >
      <Modal className="dialog">
        <Dialog role="alertdialog" className="dialog__body" aria-labelledby={`${id}-title`}>
          <Heading slot="title" id={`${id}-title`} className="dialog__title">
            {title}
          </Heading>
          {body.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <div className="dialog__actions">
            {/* The focus starts on Cancel: a stray Enter must not do what cannot be undone. */}
            <Button className="button button--ghost" onPress={onCancel} isDisabled={busy} autoFocus>
              {cancel}
            </Button>
            <Button className="button button--primary" onPress={onConfirm} isDisabled={busy}>
              {confirm}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
