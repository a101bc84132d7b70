/** Moving the user around: client-side navigation, full-page redirects and reloads. */
export interface NavigateOptions {
  /** Replace the history entry instead of pushing one. */
  readonly replace?: boolean
}

export interface Navigation {
  /** A path of this app (`/login`) or an absolute URL (a provider's sign-in page). */
  navigate(url: string, options?: NavigateOptions): void
  reload(): void
}
