/**
 * Twitch: which channels are live, from Helix `GET /helix/streams?user_login=…` (at most 100 logins a
 * call) with an app access token from the client-credentials grant (`POST /oauth2/token` on
 * id.twitch.tv). The token is kept in memory until it expires; a 401 (expired or revoked) fetches a
 * new one once and retries. A 429 says when to come back in `Ratelimit-Reset` (epoch seconds).
 * Documented shapes: https://dev.twitch.tv/docs/api/reference/#get-streams and
 * https://dev.twitch.tv/docs/authentication/getting-tokens-oauth/#client-credentials-grant-flow
 */
import { Schema } from 'effect'
import {
  type Fetch,
  type LiveInfo,
  type LiveSource,
  LiveSourceError,
  RateLimitedError,
  REQUEST_TIMEOUT_MS,
} from '../live-source.ts'

export const TWITCH_BATCH = 100
/** Renew a token this long before Twitch says it expires. */
const TOKEN_MARGIN_MS = 60_000
/** When a 429 comes without a usable `Ratelimit-Reset`, wait this long. */
const DEFAULT_BACKOFF_MS = 60_000

export interface TwitchSettings {
  readonly clientId: string
  readonly clientSecret: string
  /** `https://api.twitch.tv` in production. */
  readonly apiUrl: string
  /** `https://id.twitch.tv` in production. */
  readonly authUrl: string
}

const TokenAnswer = Schema.Struct({
  access_token: Schema.String.check(Schema.isMinLength(1)),
  expires_in: Schema.Number,
  token_type: Schema.String,
})

const StreamsAnswer = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      user_login: Schema.String,
      type: Schema.String,
      title: Schema.String,
      viewer_count: Schema.Number,
      started_at: Schema.String,
    }),
  ),
})

const decodeJson = async <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  response: Response,
  what: string,
): Promise<S['Type']> => {
  try {
    return Schema.decodeUnknownSync(schema)(await response.json()) as S['Type']
  } catch {
    throw new LiveSourceError(`Twitch ${what}: unexpected answer`)
  }
}

const chunks = <T>(items: ReadonlyArray<T>, size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** `Ratelimit-Reset` is a Unix time in seconds; a missing or absurd one waits a default minute. */
export const resetTimeOf = (response: Response, now: Date): Date => {
  const seconds = Number(response.headers.get('Ratelimit-Reset'))
  const at = new Date(seconds * 1000)
  const sane = Number.isFinite(seconds) && seconds > 0 && at.getTime() - now.getTime() < 60 * 60 * 1000
  return sane && at > now ? at : new Date(now.getTime() + DEFAULT_BACKOFF_MS)
}

export const createTwitchLiveSource = (
  settings: TwitchSettings,
  options: { readonly fetch?: Fetch; readonly now?: () => Date } = {},
): LiveSource => {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init))
  const now = options.now ?? (() => new Date())
  let token: { readonly value: string; readonly expiresAt: number } | null = null

  const call = async (url: string, init: RequestInit, what: string): Promise<Response> => {
    try {
      return await fetchFn(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    } catch (error) {
      throw new LiveSourceError(`Twitch ${what}: ${error instanceof Error ? error.message : 'no answer'}`)
    }
  }

  const fetchToken = async (): Promise<string> => {
    const body = new URLSearchParams({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      grant_type: 'client_credentials',
    })
    const response = await call(
      `${settings.authUrl}/oauth2/token`,
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body },
      'token',
    )
    if (response.status === 429) throw new RateLimitedError(resetTimeOf(response, now()))
    if (!response.ok) throw new LiveSourceError(`Twitch token: HTTP ${response.status}`)
    const answer = await decodeJson(TokenAnswer, response, 'token')
    token = {
      value: answer.access_token,
      expiresAt: now().getTime() + answer.expires_in * 1000 - TOKEN_MARGIN_MS,
    }
    return answer.access_token
  }

  const currentToken = async (): Promise<string> =>
    token && token.expiresAt > now().getTime() ? token.value : fetchToken()

  const streamsOf = async (logins: ReadonlyArray<string>, bearer: string): Promise<Response> => {
    const query = new URLSearchParams([
      ['first', String(TWITCH_BATCH)],
      ...logins.map((l) => ['user_login', l]),
    ])
    return call(
      `${settings.apiUrl}/helix/streams?${query}`,
      { headers: { 'Client-Id': settings.clientId, Authorization: `Bearer ${bearer}` } },
      'streams',
    )
  }

  const batch = async (logins: ReadonlyArray<string>): Promise<Map<string, LiveInfo>> => {
    let response = await streamsOf(logins, await currentToken())
    if (response.status === 401) {
      // Expired or revoked: one new token, one retry; a second 401 is an error like any other.
      token = null
      response = await streamsOf(logins, await fetchToken())
    }
    if (response.status === 429) throw new RateLimitedError(resetTimeOf(response, now()))
    if (!response.ok) throw new LiveSourceError(`Twitch streams: HTTP ${response.status}`)
    const answer = await decodeJson(StreamsAnswer, response, 'streams')
    const live = new Map<string, LiveInfo>()
    for (const stream of answer.data) {
      if (stream.type !== 'live') continue
      const started = new Date(stream.started_at)
      live.set(stream.user_login.toLowerCase(), {
        viewers: Math.max(0, Math.trunc(stream.viewer_count)),
        title: stream.title.slice(0, 300) || null,
        startedAt: Number.isNaN(started.getTime()) ? null : started,
      })
    }
    return live
  }

  return {
    async live(channels) {
      const live = new Map<string, LiveInfo>()
      for (const logins of chunks(channels, TWITCH_BATCH)) {
        for (const [login, info] of await batch(logins)) live.set(login, info)
      }
      return live
    },
  }
}
