import type { Access } from '#core/accounts/access.ts'

// Moderators report results here; the organisers' controls are theirs alone, on the page and the API.
export default 'moderator' satisfies Access
