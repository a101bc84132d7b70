/**
 * The code of a session whose API tokens are no longer valid (spec §8), without effect: a page seeds
 * its auth view with it before any schema loads. `auth.schema.ts` re-exports it.
 */
export const TOKEN_NOT_VALID = 'token_not_valid'
