import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { type AppDependencies, createApp } from '#server/platform/http/app.ts'
import { createNodeListener } from '#server/platform/http/node-listener.ts'

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

export interface Listening {
  readonly port: number
  close(): Promise<void>
}

/**
 * `app` behind a real socket, through the production request listener (node:http and
 * `createNodeListener`), on a free port of 127.0.0.1.
 */
export const listenOnSocket = async (app: ReturnType<typeof createApp>): Promise<Listening> => {
  const server = createServer(createNodeListener(app.fetch))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
