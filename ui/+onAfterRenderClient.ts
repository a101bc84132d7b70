import type { PageContextClient } from 'vike/types'
import { headLinks } from '#ui/shared/components/head-links.ts'

// vike-react updates the title, description and lang after a client navigation; the canonical URL,
// the hreflang alternates and the robots tag of the new page are brought up to date here.
export const onAfterRenderClient = (pageContext: PageContextClient): void => {
  if (pageContext.isHydration) return
  const { noindex, canonical, alternates } = headLinks(pageContext)
  const head = document.head
  for (const stale of head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang], meta[name="robots"]',
  ))
    stale.remove()
  const add = (tag: 'link' | 'meta', attributes: Record<string, string>) => {
    const element = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    head.append(element)
  }
  if (noindex) add('meta', { name: 'robots', content: 'noindex' })
  if (canonical) add('link', { rel: 'canonical', href: canonical })
  for (const { hrefLang, href } of alternates) add('link', { rel: 'alternate', hreflang: hrefLang, href })
}
