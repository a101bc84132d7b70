/** The news feature's public entry: the reader for pages and API, the organiser's use cases, the seed. */

export { createNewsFeedRoutes } from './feed.ts'
export { createNewsReader, isNewsId } from './reader.ts'
export { createNewsRepository, type NewsRepository } from './repository.ts'
export { createNewsRoutes } from './routes.ts'
export { seedNews } from './seed.ts'
export { createNewsUseCases, type NewsUseCases } from './use-cases.ts'
