/** The profile's public entry: its use cases and routes, assembled with the accounts' services. */

export type { ProfilePost, ProfileSectionForms } from './form-posts.ts'
export { createProfileFormPosts } from './form-posts.ts'
export type { ProfileFlows } from './profile-flows.ts'
export { createProfileFlows } from './profile-flows.ts'
export { createProfileRoutes, toProfilePayload } from './routes.ts'
