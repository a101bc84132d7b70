/**
 * What the accounts offer the other server features (the profile today): the store and its records,
 * tokens, passwords and their policy, SMS codes, pending changes, the limits, the HTTP edge and the
 * outgoing ports. Other features import the accounts through this file or `index.ts`, never a file
 * inside (`.dependency-cruiser.cjs`, features-meet-at-their-public-entry).
 */
export type { AccountsEnv } from './http.ts'
export type { KnownNetworks } from './known-networks.ts'
export { storeNewPassword } from './new-password.ts'
export { createOneTimeTokens } from './one-time-tokens.ts'
export { passwordOwnerOf, refuseWeakPassword, type WeakPasswordRefusal } from './password-policy.ts'
export type { PasswordHasher } from './passwords.ts'
export { type PendingChanges, pendingChangesOf } from './pending-changes.ts'
export type { CodeOwner, PhoneCodes } from './phone-codes.ts'
export { buckets, LIFETIMES, LIMITS, RESEND_AFTER_SECONDS } from './policies.ts'
export type { AccountChange, AvatarUploads, IssuedTokens, ProfileMailer } from './ports.ts'
export type { AccountStore, AvatarRecord, ProfileFields, UserRecord } from './store.ts'
export type { TokenService } from './tokens.ts'
