import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** A console list's previous / next links and where the reader is; nothing for a single page. */
export const ConsolePages = ({
  page,
  pages,
  hrefOf,
}: {
  readonly page: number
  readonly pages: number
  readonly hrefOf: (page: number) => string
}) => {
  const { LL } = useI18n()
  const T = LL.console.pagination
  if (pages <= 1) return null
  return (
    <nav aria-label={T.label()} className="pagination">
      {page > 1 ? (
        <LocalizedLink to={hrefOf(page - 1)} rel="prev">
          {T.previous()}
        </LocalizedLink>
      ) : null}
      <span>{T.page({ page, pages })}</span>
      {page < pages ? (
        <LocalizedLink to={hrefOf(page + 1)} rel="next">
          {T.next()}
        </LocalizedLink>
      ) : null}
    </nav>
  )
}
