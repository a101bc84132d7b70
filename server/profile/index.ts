/** The profile's public entry: its use cases and routes, assembled with the accounts' services. */

export type { ProfileFlows } from './profile-flows.ts'
export { createProfileFlows } from './profile-flows.ts'
export { createProfileRoutes, toProfilePayload } from './routes.ts'
