import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { Auth } from '#ui/features/accounts/index.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * The sign-out confirmation (spec §2): open while the auth machine is in
 * `authenticated.confirmingSignOut` (and while signing out). An alert dialog: focus moves into it and
 * stays there, Escape or "Stay signed in" cancels, "Sign out" confirms; the machine then signs out
 * through Auth.js and navigates to the landing page.
 */
export default function SignOutDialog({ auth }: { auth: Auth }) {
  const { LL } = useI18n()
  const isOpen = auth.confirmingSignOut || auth.signingOut
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={isOpen}
      isKeyboardDismissDisabled={auth.signingOut}
      onOpenChange={(open) => {
        if (!open && auth.confirmingSignOut) auth.cancelSignOut()
      }}
    >
      <Modal className="dialog">
        <Dialog role="alertdialog" className="dialog__body" aria-labelledby="sign-out-title">
          <Heading slot="title" id="sign-out-title" className="dialog__title">
            {LL.account.signOut.title()}
          </Heading>
          <p>{LL.account.signOut.body()}</p>
          <div className="dialog__actions">
            <Button
              className="button button--ghost"
              onPress={auth.cancelSignOut}
              isDisabled={auth.signingOut}
            >
              {LL.account.signOut.cancel()}
            </Button>
            <Button
              className="button button--primary"
              onPress={() => auth.confirmSignOut()}
              isDisabled={auth.signingOut}
              autoFocus
            >
              {LL.account.profile.signOut()}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
