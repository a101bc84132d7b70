/**
 * A local HTTP imitation of the live-stream platforms (third parties, so the only stand-ins): Twitch's
 * token endpoint (`POST /oauth2/token`, client credentials) and Helix `GET /helix/streams`, and the
 * YouTube Data API v3 (`playlistItems`, `videos`). They answer in the documented shapes, check what the
 * real ones check (credentials, headers, the 100-logins limit, the API key) and can be told to
 * answer 429 with `Ratelimit-Reset`, to revoke their tokens or to run out of quota.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const TWITCH_CLIENT_ID = 'imitation-client-id-0123456789'
export const TWITCH_CLIENT_SECRET = 'imitation-client-secret-abcdef'
export const YOUTUBE_API_KEY = 'AIzaImitationKey0123456789abcdefghijk'

export interface TwitchStream {
  readonly login: string
  readonly viewers: number
  readonly title: string
  readonly startedAt: string
}

export interface YouTubeBroadcast {
  readonly channelId: string
  readonly videoId: string
  readonly title: string
  /** Live now (started, not ended), or a finished one still in the uploads list. */
  readonly live: boolean
  readonly viewers: number
  readonly startedAt: string
}

export interface RecordedCall {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingMessage['headers']
  readonly body: string
}

export interface LivePlatforms {
  readonly url: string
  readonly calls: RecordedCall[]
  /** Channels live on Twitch now, by login. */
  readonly twitch: Map<string, TwitchStream>
  /** Each YouTube channel's uploads, newest first. */
  readonly youtube: Map<string, YouTubeBroadcast[]>
  /** The next Helix call answers 429 with this `Ratelimit-Reset` (epoch seconds). */
  rateLimitNextStreams(resetEpochSeconds: number): void
  /** Every token issued so far stops working (expired or revoked): Helix answers 401. */
  revokeTokens(): void
  /** The YouTube API answers 403 quotaExceeded from now on. */
  exhaustYouTubeQuota(): void
  callsTo(path: string): RecordedCall[]
  /** Forgets every call, stream, token and quota state (between tests). */
  reset(): void
  close(): Promise<void>
}

const HELIX_MAX_LOGINS = 100

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
  response.end(JSON.stringify(body))
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const youtubeError = (code: number, reason: string, message: string) => ({
  error: { code, message, errors: [{ message, domain: 'youtube.quota', reason }] },
})

export const startLivePlatforms = async (): Promise<LivePlatforms> => {
  const calls: RecordedCall[] = []
  const twitch = new Map<string, TwitchStream>()
  const youtube = new Map<string, YouTubeBroadcast[]>()
  const validTokens = new Set<string>()
  let tokenCount = 0
  let rateLimitReset: number | null = null
  let quotaExhausted = false

  const token = (call: RecordedCall, response: ServerResponse) => {
    const form = new URLSearchParams(call.body)
    if (call.method !== 'POST') return json(response, 404, { status: 404, message: 'Not Found' })
    if (form.get('client_id') !== TWITCH_CLIENT_ID) {
      return json(response, 400, { status: 400, message: 'invalid client' })
    }
    if (form.get('client_secret') !== TWITCH_CLIENT_SECRET) {
      return json(response, 403, { status: 403, message: 'invalid client secret' })
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return json(response, 400, { status: 400, message: 'unsupported_grant_type' })
    }
    tokenCount += 1
    const accessToken = `imitation-token-${tokenCount}`
    validTokens.add(accessToken)
    return json(response, 200, { access_token: accessToken, expires_in: 5_011_271, token_type: 'bearer' })
  }

  const streams = (call: RecordedCall, response: ServerResponse) => {
    const reset = String(Math.floor(Date.now() / 1000) + 60)
    if (rateLimitReset !== null) {
      const at = String(rateLimitReset)
      rateLimitReset = null
      return json(
        response,
        429,
        { error: 'Too Many Requests', status: 429, message: 'Too Many Requests' },
        { 'Ratelimit-Limit': '800', 'Ratelimit-Remaining': '0', 'Ratelimit-Reset': at },
      )
    }
    const bearer = call.headers.authorization?.replace(/^Bearer /, '') ?? ''
    if (call.headers['client-id'] !== TWITCH_CLIENT_ID || !validTokens.has(bearer)) {
      return json(response, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' })
    }
    const logins = call.query.getAll('user_login')
    if (logins.length > HELIX_MAX_LOGINS) {
      return json(response, 400, {
        error: 'Bad Request',
        status: 400,
        message: 'The parameter "user_login" was malformed: the value must be less than or equal to 100',
      })
    }
    const data = logins.flatMap((login, index) => {
      const stream = twitch.get(login.toLowerCase())
      if (!stream) return []
      return [
        {
          id: `4${index}123456789`,
          user_id: `1${index}987654`,
          user_login: stream.login,
          user_name: stream.login.toUpperCase(),
          game_id: '32399',
          game_name: 'Counter-Strike',
          type: 'live',
          title: stream.title,
          viewer_count: stream.viewers,
          started_at: stream.startedAt,
          language: 'uk',
          thumbnail_url: `https://static-cdn.jtvnw.net/previews-ttv/live_user_${stream.login}-{width}x{height}.jpg`,
          tag_ids: [],
          tags: ['Українська'],
          is_mature: false,
        },
      ]
    })
    return json(
      response,
      200,
      { data, pagination: {} },
      {
        'Ratelimit-Limit': '800',
        'Ratelimit-Remaining': '799',
        'Ratelimit-Reset': reset,
      },
    )
  }

  const youtubeApi = (call: RecordedCall, response: ServerResponse) => {
    if (call.query.get('key') !== YOUTUBE_API_KEY) {
      return json(
        response,
        400,
        youtubeError(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.'),
      )
    }
    if (quotaExhausted) {
      return json(
        response,
        403,
        youtubeError(
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your quota.',
        ),
      )
    }
    if (call.path === '/youtube/v3/playlistItems') {
      const playlist = call.query.get('playlistId') ?? ''
      const channelId = `UC${playlist.slice(2)}`
      const uploads = playlist.startsWith('UU') ? youtube.get(channelId) : undefined
      if (!uploads)
        return json(
          response,
          404,
          youtubeError(
            404,
            'playlistNotFound',
            "The playlist identified with the request's playlistId parameter cannot be found.",
          ),
        )
      const max = Number(call.query.get('maxResults') ?? '5')
      return json(response, 200, {
        kind: 'youtube#playlistItemListResponse',
        etag: 'imitation',
        items: uploads.slice(0, max).map((b) => ({
          kind: 'youtube#playlistItem',
          etag: 'imitation',
          id: `item-${b.videoId}`,
          contentDetails: { videoId: b.videoId, videoPublishedAt: b.startedAt },
        })),
        pageInfo: { totalResults: uploads.length, resultsPerPage: max },
      })
    }
    if (call.path === '/youtube/v3/videos') {
      const ids = (call.query.get('id') ?? '').split(',').filter((id) => id !== '')
      if (ids.length > 50) return json(response, 400, youtubeError(400, 'invalidFilters', 'Too many ids'))
      const all = [...youtube.values()].flat()
      return json(response, 200, {
        kind: 'youtube#videoListResponse',
        etag: 'imitation',
        items: ids.flatMap((id) => {
          const b = all.find((x) => x.videoId === id)
          if (!b) return []
          return [
            {
              kind: 'youtube#video',
              etag: 'imitation',
              id,
              snippet: {
                publishedAt: b.startedAt,
                channelId: b.channelId,
                title: b.title,
                liveBroadcastContent: b.live ? 'live' : 'none',
              },
              liveStreamingDetails: b.live
                ? { actualStartTime: b.startedAt, concurrentViewers: String(b.viewers) }
                : { actualStartTime: b.startedAt, actualEndTime: b.startedAt },
            },
          ]
        }),
        pageInfo: { totalResults: ids.length, resultsPerPage: ids.length },
      })
    }
    return json(response, 404, youtubeError(404, 'notFound', 'Not Found'))
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://imitation')
    const call: RecordedCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: await readBody(request),
    }
    calls.push(call)
    if (call.path === '/oauth2/token') return token(call, response)
    if (call.path === '/helix/streams' && call.method === 'GET') return streams(call, response)
    if (call.path.startsWith('/youtube/v3/')) return youtubeApi(call, response)
    return json(response, 404, { status: 404, message: 'Not Found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    twitch,
    youtube,
    rateLimitNextStreams: (reset) => {
      rateLimitReset = reset
    },
    revokeTokens: () => validTokens.clear(),
    exhaustYouTubeQuota: () => {
      quotaExhausted = true
    },
    callsTo: (path) => calls.filter((c) => c.path === path),
    reset: () => {
      calls.length = 0
      twitch.clear()
      youtube.clear()
      validTokens.clear()
      tokenCount = 0
      rateLimitReset = null
      quotaExhausted = false
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
