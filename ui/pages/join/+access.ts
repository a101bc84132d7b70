import type { Access } from '#core/accounts/access.ts'

// Spec §2: a team invitation needs a signed-in user; a guest signs in and comes back here.
export default 'user' satisfies Access
