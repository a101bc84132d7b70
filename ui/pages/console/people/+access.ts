import type { Access } from '#core/accounts/access.ts'

// Roles and accounts are the organisers' (ADR 0059).
export default 'organiser' satisfies Access
