import { usePageContext } from 'vike-react/usePageContext'
import { FONT_PRELOADS } from '#ui/shared/components/font-preloads.ts'
import { headLinks } from '#ui/shared/components/head-links.ts'

// Server-rendered head tags shared by every page; ui/+onAfterRenderClient.ts keeps the links current
// during client navigation.
export const Head = () => {
  const pageContext = usePageContext()
  const { noindex, canonical, alternates } = headLinks(pageContext)
  return (
    <>
      {FONT_PRELOADS[pageContext.locale].map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
      ))}
      <meta name="theme-color" content="#0b0d12" />
      <meta name="color-scheme" content="dark" />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
    </>
  )
}
