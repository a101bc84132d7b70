import { Schema } from 'effect'
import ky from 'ky'
import { BuildInfoSchema } from '#core/shared/build/build-info.schema.ts'
import type { BuildInfo } from '#core/shared/build/build-info.ts'

const decode = Schema.decodeUnknownPromise(BuildInfoSchema)

/** `GET /builds/latest.json`, never from a cache, decoded with core's schema. */
export const fetchLatestBuild = async (): Promise<BuildInfo> =>
  decode(await ky.get('/builds/latest.json', { cache: 'no-store', retry: 0, timeout: 10_000 }).json())
