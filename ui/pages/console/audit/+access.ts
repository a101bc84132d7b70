import type { Access } from '#core/accounts/access.ts'

// The audit log is the organisers' (ADR 0059).
export default 'organiser' satisfies Access
