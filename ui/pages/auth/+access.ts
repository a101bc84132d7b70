import type { Access } from '#core/accounts/access.ts'

// Guest only (spec §2): a signed-in user goes on to the `redirect` query value or the profile.
export default 'guest' satisfies Access
