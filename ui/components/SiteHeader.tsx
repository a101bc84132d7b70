import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useI18n } from '#ui/i18n/i18n.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { LocalizedLink } from './LocalizedLink.tsx'
import { LogoMark } from './Logo.tsx'
import { SECTIONS } from './navigation.ts'

const SectionLinks = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { LL } = useI18n()
  return (
    <ul className="nav-list">
      {SECTIONS.map(({ key, path }) => (
        <li key={key}>
          <LocalizedLink to={path} matchSection onClick={onNavigate}>
            {LL.nav[key]()}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  )
}

export const SiteHeader = () => {
  const { LL } = useI18n()
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <LocalizedLink to="/" className="brand">
          <LogoMark />
          <span className="brand__name">{LL.meta.siteName()}</span>
        </LocalizedLink>
        <nav className="site-nav" aria-label={LL.nav.label()}>
          <SectionLinks />
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <LocalizedLink to="/login" className="button button--primary button--small">
            {LL.nav.signIn()}
          </LocalizedLink>
          <DialogTrigger>
            <Button className="menu-button" aria-label={LL.nav.openMenu()}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
            <ModalOverlay className="menu-overlay" isDismissable>
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
                    </>
                  )}
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
        </div>
      </div>
    </header>
  )
}
