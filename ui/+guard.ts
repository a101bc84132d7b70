// The one guard of every page (ADR 0016): the page's `access` config decides; server only.
export { accessGuard as guard } from '#ui/shared/app/access.ts'
