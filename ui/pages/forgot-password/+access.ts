import type { Access } from '#core/accounts/access.ts'

// Guest only (spec §2), with every recovery page below.
export default 'guest' satisfies Access
