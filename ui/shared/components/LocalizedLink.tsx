import type { AnchorHTMLAttributes } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath, splitLocale } from '#core/shared/i18n/locale.ts'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The path without language prefix, e.g. `/about`. */
  to: string
  /** Mark the link as the current page when the path matches (exactly, or as a section prefix). */
  matchSection?: boolean
}

/** An `<a>` to a page in the current language; Vike turns its clicks into client-side navigation. */
export const LocalizedLink = ({ to, matchSection = false, ...rest }: Props) => {
  const { locale, urlParsed } = usePageContext()
  const current = splitLocale(urlParsed.pathname).path
  const isCurrent = current === to || (matchSection && to !== '/' && current.startsWith(`${to}/`))
  return <a href={localizePath(to, locale)} aria-current={isCurrent ? 'page' : undefined} {...rest} />
}
