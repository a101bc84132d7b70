import type { Access } from '#core/accounts/access.ts'

// Creating and editing tournaments is the organisers' (ADR 0059); moderators only read the list.
export default 'organiser' satisfies Access
