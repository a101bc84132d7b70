import type { Access } from '#core/accounts/access.ts'

// Spec §2: /profile and its children are for signed-in users; guests go to /login.
export default 'user' satisfies Access
