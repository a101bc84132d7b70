import type { Access } from '#core/accounts/access.ts'

// The inbox holds people's phone numbers and addresses: organisers only (ADR 0080).
export default 'organiser' satisfies Access
