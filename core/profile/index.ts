/**
 * The profile's public entry for other features' browser code: the plain rules of `profile.ts`, without
 * effect (the schemas are `profile.schema.ts`), so a page that only needs to know what a tournament
 * asks of a profile ships no schema library.
 */
export * from './profile.ts'
