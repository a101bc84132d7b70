import type { Access } from '#core/accounts/access.ts'

// The console is for moderators and organisers (spec §6); anyone else gets the 404 page, as for a
// path that does not exist. Its organisers-only pages say `organiser` in their own folder.
export default 'moderator' satisfies Access
