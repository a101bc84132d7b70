import type { ReactNode } from 'react'
import type { Picked } from '#core/tournaments/localized.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { paragraphsOf } from './paragraphs.ts'

/**
 * An element holding an organiser's text picked by `pickLocalized`: it says its language with `lang`
 * when that is not the page's, so screen readers pronounce it right.
 */
export const LocalizedBlock = <Value extends string | ReadonlyArray<string>>({
  picked,
  as: Tag = 'div',
  className,
  children,
}: {
  picked: Picked<Value>
  as?: 'div' | 'p' | 'span' | 'ol'
  className?: string
  children: (value: Value) => ReactNode
}) => {
  const { locale } = useI18n()
  return (
    <Tag className={className} lang={picked.lang === locale ? undefined : picked.lang}>
      {children(picked.value)}
    </Tag>
  )
}

/** Paragraphs of a plain text (blank lines between them). */
export const Paragraphs = ({ text }: { text: string }) => (
  <>
    {paragraphsOf(text).map((paragraph) => (
      <p key={paragraph}>{paragraph}</p>
    ))}
  </>
)
