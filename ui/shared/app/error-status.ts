interface ErrorPageContext {
  readonly is404?: boolean | null
  readonly abortStatusCode?: number | undefined
}

/** The status an error page shows: 404 for unknown pages, the aborted status, otherwise 500. */
export const errorStatus = ({ is404, abortStatusCode }: ErrorPageContext): number =>
  is404 ? 404 : (abortStatusCode ?? 500)
