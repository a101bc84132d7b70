import type { Access } from '#core/accounts/access.ts'

// Guest only (spec §2): the check-your-e-mail page and the link that sets the password.
export default 'guest' satisfies Access
