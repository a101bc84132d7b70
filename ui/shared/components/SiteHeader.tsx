import { lazy, Suspense, useRef, useState } from 'react'
import { AccountLink } from '#ui/shared/app/session-link.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { LocalizedLink } from './LocalizedLink.tsx'
import { LogoMark } from './Logo.tsx'
import { SectionLinks } from './SectionLinks.tsx'

const MobileMenu = lazy(() => import('./MobileMenu.tsx'))

export const SiteHeader = () => {
  const { LL } = useI18n()
  const [menuOpen, setMenuOpen] = useState(false)
  // The panel's code loads on first open and then stays mounted, so reopening is instant.
  const [menuRequested, setMenuRequested] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const onMenuOpenChange = (open: boolean) => {
    setMenuOpen(open)
    if (!open) menuButton.current?.focus()
  }
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
          <AccountLink className="button button--primary button--small site-header__account" />
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-label={LL.nav.openMenu()}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuRequested(true)
              setMenuOpen(true)
            }}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {menuRequested ? (
            <Suspense fallback={null}>
              <MobileMenu isOpen={menuOpen} onOpenChange={onMenuOpenChange} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  )
}
