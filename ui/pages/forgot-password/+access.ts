import type { Access } from '#core/auth/access.ts'

// Guest only (spec §2), with every recovery page below.
export default 'guest' satisfies Access
