import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { ChannelLinks } from './ChannelLinks.tsx'
import { useCommunityChannels } from './community.ts'
import { LocalizedLink } from './LocalizedLink.tsx'
import { SECTIONS } from './navigation.ts'

export const SiteFooter = ({ year }: { year: number }) => {
  const { LL } = useI18n()
  const channels = useCommunityChannels()
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {LL.meta.siteName()}
          </h2>
          <p className="muted">{LL.footer.about()}</p>
        </section>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections">{LL.footer.sections()}</h2>
          <ul>
            {SECTIONS.map(({ key, path }) => (
              <li key={key}>
                <LocalizedLink to={path}>{LL.nav[key]()}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{LL.footer.legal()}</h2>
          <ul>
            <li>
              <LocalizedLink to="/terms">{LL.footer.terms()}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/policy">{LL.footer.policy()}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-community">
          <h2 id="footer-community">{LL.footer.community()}</h2>
          <ul>
            <li>
              <LocalizedLink to="/about">{LL.footer.aboutCommunity()}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/streamers">{LL.footer.streamers()}</LocalizedLink>
            </li>
            <ChannelLinks channels={channels} />
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p className="muted">{LL.footer.copyright({ year })}</p>
      </div>
    </footer>
  )
}
