import { usePageContext } from 'vike-react/usePageContext'
import { LOCALE_ENTRIES, localizePath } from '#core/shared/i18n/locale.ts'
import { jsonForScript } from '#ui/shared/components/json-for-script.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'

// Server-rendered only (vike-react's Head): the landing's sharing cards and the schema.org
// Organization the community is, with the channels the operator configured as its profiles. The
// canonical URL and the alternates come from the global head, og:title and og:description from
// vike-react (+title.ts, +description.ts).
export const Head = () => {
  const { locale, origin, communityLinks } = usePageContext()
  const LL = translate(locale)
  const url = `${origin}${localizePath('/', locale)}`
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: LL.meta.siteName(),
    description: LL.footer.about(),
    url,
    logo: `${origin}/favicon.svg`,
    sameAs: Object.values(communityLinks),
  }
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={LL.meta.siteName()} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={LOCALE_ENTRIES[locale].iso.replace('-', '_')} />
      <meta name="twitter:card" content="summary" />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (json-for-script.ts)
        dangerouslySetInnerHTML={{ __html: jsonForScript(organization) }}
      />
    </>
  )
}
