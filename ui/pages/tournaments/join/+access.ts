import type { Access } from '#core/accounts/access.ts'

// Spec §2, §6: joining a tournament is for signed-in users; guests go to /login.
export default 'user' satisfies Access
