import type { Access } from '#core/accounts/access.ts'

// The team desk is the moderators' (spec §6), whatever the folders above it ask.
export default 'moderator' satisfies Access
