import { usePageContext } from 'vike-react/usePageContext'
import { headLinks } from '#ui/shared/components/head-links.ts'

// Server-rendered head tags shared by every page; ui/+onAfterRenderClient.ts keeps the links current
// during client navigation. The fonts' preloads are Vike's: it adds one for every font the page's
// stylesheets name (tests/e2e/font-preloads.spec.ts).
export const Head = () => {
  const pageContext = usePageContext()
  const { noindex, canonical, alternates } = headLinks(pageContext)
  return (
    <>
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
