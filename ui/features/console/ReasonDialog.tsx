import { type FormEvent, useId, useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

/**
 * Asks a moderator why, before a decision a captain is told about (reject, drop): a dialog that keeps
 * the focus inside, with the reason's field first. `required`: the decision needs a reason.
 */
export default function ReasonDialog({
  title,
  body,
  label,
  submit,
  cancel,
  required,
  maxLength,
  busy,
  onSubmit,
  onCancel,
}: {
  readonly title: string
  readonly body: string
  readonly label: string
  readonly submit: string
  readonly cancel: string
  readonly required: boolean
  readonly maxLength: number
  readonly busy: boolean
  readonly onSubmit: (reason: string) => void
  readonly onCancel: () => void
}) {
  const id = useId()
  const [reason, setReason] = useState('')
  const send = (event: FormEvent) => {
    event.preventDefault()
    if (required && reason.trim() === '') return
    onSubmit(reason.trim())
  }
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
          <p>{body}</p>
          <form onSubmit={send} className="field">
            <label htmlFor={`${id}-reason`}>{label}</label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              rows={4}
              required={required}
              maxLength={maxLength}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              autoFocus
            />
            <div className="dialog__actions">
              <Button className="button button--ghost" onPress={onCancel} isDisabled={busy}>
                {cancel}
              </Button>
              <Button
                type="submit"
                className="button button--primary"
                isDisabled={busy || (required && reason.trim() === '')}
              >
                {submit}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
