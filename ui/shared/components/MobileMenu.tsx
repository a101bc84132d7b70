import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { AccountLink } from '#ui/shared/app/session-link.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { SectionLinks } from './SectionLinks.tsx'

/**
 * The navigation as a modal panel on narrow screens. Loaded on first open (React Aria's overlay code
 * is not needed for the first paint); React Aria traps focus inside, closes on Escape or outside press,
 * and returns focus to the menu button.
 */
export default function MobileMenu({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { LL } = useI18n()
  return (
    <ModalOverlay className="menu-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="menu-panel">
        <Dialog className="menu-dialog" aria-labelledby="menu-title">
          {({ close }) => (
            <>
              <div className="menu-dialog__top">
                <Heading slot="title" id="menu-title" className="menu-dialog__title">
                  {LL.nav.menu()}
                </Heading>
                <Button className="menu-button" onPress={close} aria-label={LL.nav.closeMenu()}>
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                    <path
                      d="M6 6l12 12M18 6 6 18"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </Button>
              </div>
              <nav aria-label={LL.nav.label()}>
                <SectionLinks onNavigate={close} />
              </nav>
              <p className="menu-dialog__account">
                <AccountLink className="button button--primary" onNavigate={close} />
              </p>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
