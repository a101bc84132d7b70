import pino from 'pino'
import { type AppDependencies, createApp } from '#server/platform/http/app.ts'

/**
 * The application as a test mounts it: a silent logger, a fixed build, plain HTTP, a database that
 * always answers and a page renderer that answers "page". A test names only what it is about.
 */
export const createTestApp = (
  dependencies: Pick<AppDependencies, 'api'> & Partial<AppDependencies>,
): ReturnType<typeof createApp> =>
  createApp({
    logger: pino({ level: 'silent' }),
    build: { id: 'test', timestamp: '2026-01-01T00:00:00.000Z' },
    development: false,
    https: false,
    ping: async () => {},
    isReady: () => true,
    renderPage: async () => new Response('page', { status: 200 }),
    ...dependencies,
  })
