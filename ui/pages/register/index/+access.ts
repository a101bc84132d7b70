import type { Access } from '#core/accounts/access.ts'

// Guest only (spec §2). Not set for the whole folder: the account-created page (/register/success)
// is seen right after the new account has signed in.
export default 'guest' satisfies Access
