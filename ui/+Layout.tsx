import './styles/global.css'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { I18nProvider, useI18n } from '#ui/shared/i18n/i18n.tsx'
import { NewVersionNotice } from './shared/app/NewVersionNotice.tsx'
import { PAGE_ANNOUNCER_ID } from './shared/app/page-focus.ts'
import { Toasts } from './shared/app/Toasts.tsx'
import { LanguageOffer } from './shared/components/LanguageOffer.tsx'
import { SiteFooter } from './shared/components/SiteFooter.tsx'
import { SiteHeader } from './shared/components/SiteHeader.tsx'

const SkipLink = () => {
  const { LL } = useI18n()
  return (
    <a className="skip-link" href="#main">
      {LL.meta.skipToContent()}
    </a>
  )
}

export const Layout = ({ children }: { children: ReactNode }) => {
  const { locale, renderYear } = usePageContext()
  return (
    <I18nProvider locale={locale}>
      <SkipLink />
      <LanguageOffer />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={renderYear} />
      <Toasts />
      <NewVersionNotice />
      <p id={PAGE_ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </I18nProvider>
  )
}
