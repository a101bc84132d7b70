/**
 * A local HTTP imitation of Discord's REST API (a third party, so the only stand-in), for what the
 * bot calls: messages in a channel (`POST`/`PATCH /channels/{c}/messages[/{m}]`, the bot's token),
 * a channel's incoming webhook (`POST /webhooks/{id}/{token}?wait=true`) and an interaction's webhook
 * (`PATCH /webhooks/{app}/{token}/messages/@original`, `POST /webhooks/{app}/{token}`). It answers
 * in Discord's shapes and codes, honours `nonce` with `enforce_nonce`, checks the limits a message
 * must keep, and can be told to answer `429` with Discord's headers and body, to be down (connection
 * refused, or `502` from its proxy), or to lose the answer of a call it carried out.
 *
 * It keeps every message as it is now, and every call, for tests to read; an end-to-end server reads
 * them over HTTP at `GET /__imitation/state` (`tests/e2e/discord-imitation.ts` runs it on a port).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export const IMITATION_BOT_TOKEN = 'MTEyMjMzNDQ1NTY2Nzc4ODk5.GImita.tion-bot-token_0123456789abcdefghij'
export const IMITATION_APPLICATION_ID = '1100000000000000001'
export const IMITATION_BOT_USER = { id: IMITATION_APPLICATION_ID, username: 'Vatra Bot' }
/** Discord's epoch (2015-01-01): a snowflake's time counts from it. */
const DISCORD_EPOCH = 1_420_070_400_000n
/** How long Discord remembers a nonce with `enforce_nonce` ("the past few minutes"). */
const NONCE_MEMORY_MS = 5 * 60 * 1000

export interface ImitatedMessage {
  readonly id: string
  readonly channel_id: string
  readonly author: { readonly id: string; readonly username: string; readonly bot: boolean }
  readonly content: string
  readonly embeds: ReadonlyArray<Record<string, unknown>>
  readonly components: ReadonlyArray<Record<string, unknown>>
  readonly flags: number
  readonly timestamp: string
  readonly edited_timestamp: string | null
  readonly nonce?: string
  readonly webhook_id?: string
  readonly application_id?: string
  /** Not Discord's: the interaction token a follow-up answered (tests read who got what). */
  readonly interaction_token?: string
}

export interface RecordedCall {
  readonly method: string
  readonly path: string
  readonly query: string
  readonly headers: IncomingMessage['headers']
  readonly body: string
  readonly status: number
}

export interface DiscordImitationState {
  readonly messages: ReadonlyArray<ImitatedMessage>
  readonly calls: ReadonlyArray<RecordedCall>
}

export interface DiscordImitation {
  /** Base URL of the API, `http://127.0.0.1:{port}/api/v10`: the bot's `DISCORD_API_URL`. */
  readonly apiUrl: string
  readonly port: number
  /** Every message as it is now (deleted ones gone), in the order they were made. */
  readonly messages: ReadonlyArray<ImitatedMessage>
  readonly calls: ReadonlyArray<RecordedCall>
  /** A channel the bot may write to. */
  addChannel(channelId: string): void
  /** The bot loses access to the channel: `403 Missing Access`. */
  denyAccess(channelId: string): void
  /** A channel webhook; answers its URL. */
  addWebhook(channelId: string): string
  /**
   * Someone clicked a component on `messageId`: the interaction's token, whose `@original` is that
   * message (as after a deferred update) for 15 minutes.
   */
  interactionOn(messageId: string): string
  /** A moderator deletes the message in Discord. */
  deleteMessage(messageId: string): void
  /** The next `count` calls are answered 429 with `retry_after` seconds. */
  rateLimit(count: number, retryAfterSeconds: number, options?: { readonly global?: boolean }): void
  /** Down: the port refuses connections (`refused`), or Discord's proxy answers 502 (`bad_gateway`). */
  goDown(mode: 'refused' | 'bad_gateway'): Promise<void>
  comeBack(): Promise<void>
  /** The next call is carried out, but its answer is lost (the connection drops). */
  loseNextAnswer(): void
  /** Moves the imitation's clock (nonces and interaction tokens expire by it). */
  advance(ms: number): void
  messagesIn(channelId: string): ReadonlyArray<ImitatedMessage>
  callsTo(method: string, pathPattern: RegExp): ReadonlyArray<RecordedCall>
  /** Forgets messages, calls and every fault; channels stay. */
  reset(): void
  close(): Promise<void>
}

const LIMITS = {
  content: 2000,
  embeds: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  rows: 5,
  buttons: 5,
  label: 80,
  customId: 100,
  nonce: 25,
} as const

type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** What Discord answers a body over its limits: `50035 Invalid Form Body` with the first error. */
const invalidFormBody = (field: string, code: string, message: string) => ({
  message: 'Invalid Form Body',
  code: 50035,
  errors: { [field]: { _errors: [{ code, message }] } },
})

/** The first rule of a message body it breaks, Discord's way; undefined when it keeps them all. */
const refusalOf = (body: Json): Json | undefined => {
  const content = body.content
  if (content !== undefined && typeof content !== 'string')
    return invalidFormBody('content', 'STRING_TYPE_CONVERT', 'Could not interpret as string.')
  if (text(content).length > LIMITS.content)
    return invalidFormBody('content', 'BASE_TYPE_MAX_LENGTH', 'Must be 2000 or fewer in length.')
  const embeds = Array.isArray(body.embeds) ? body.embeds : []
  if (embeds.length > LIMITS.embeds)
    return invalidFormBody('embeds', 'BASE_TYPE_MAX_LENGTH', 'Must be 10 or fewer in length.')
  for (const embed of embeds) {
    if (!isRecord(embed))
      return invalidFormBody('embeds', 'DICT_TYPE_CONVERT', 'Only dictionaries may be used.')
    if (text(embed.title).length > LIMITS.title)
      return invalidFormBody('embeds.0.title', 'BASE_TYPE_MAX_LENGTH', 'Must be 256 or fewer in length.')
    if (text(embed.description).length > LIMITS.description)
      return invalidFormBody(
        'embeds.0.description',
        'BASE_TYPE_MAX_LENGTH',
        'Must be 4096 or fewer in length.',
      )
    const fields = Array.isArray(embed.fields) ? embed.fields : []
    if (fields.length > LIMITS.fields)
      return invalidFormBody('embeds.0.fields', 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.')
    for (const field of fields) {
      if (!isRecord(field) || text(field.name) === '' || text(field.value) === '')
        return invalidFormBody('embeds.0.fields', 'BASE_TYPE_REQUIRED', 'This field is required')
      if (text(field.name).length > LIMITS.fieldName || text(field.value).length > LIMITS.fieldValue)
        return invalidFormBody('embeds.0.fields', 'BASE_TYPE_MAX_LENGTH', 'Must be 1024 or fewer in length.')
    }
    if (isRecord(embed.footer) && text(embed.footer.text).length > LIMITS.footer)
      return invalidFormBody(
        'embeds.0.footer.text',
        'BASE_TYPE_MAX_LENGTH',
        'Must be 2048 or fewer in length.',
      )
    if (isRecord(embed.thumbnail) && !/^https?:\/\//.test(text(embed.thumbnail.url)))
      return invalidFormBody('embeds.0.thumbnail.url', 'URL_TYPE_INVALID_URL', 'Not a well formed URL.')
  }
  const rows = Array.isArray(body.components) ? body.components : []
  if (rows.length > LIMITS.rows)
    return invalidFormBody('components', 'BASE_TYPE_MAX_LENGTH', 'Must be 5 or fewer in length.')
  for (const row of rows) {
    if (!isRecord(row) || row.type !== 1 || !Array.isArray(row.components))
      return invalidFormBody(
        'components.0',
        'UNION_TYPE_CHOICES',
        'Value of field "type" must be one of (1,).',
      )
    if (row.components.length > LIMITS.buttons)
      return invalidFormBody(
        'components.0.components',
        'BASE_TYPE_MAX_LENGTH',
        'Must be 5 or fewer in length.',
      )
    for (const button of row.components) {
      if (!isRecord(button) || button.type !== 2)
        return invalidFormBody('components.0.components.0', 'UNION_TYPE_CHOICES', 'Invalid component.')
      if (text(button.label).length > LIMITS.label)
        return invalidFormBody(
          'components.0.components.0.label',
          'BASE_TYPE_MAX_LENGTH',
          'Must be 80 or fewer in length.',
        )
      const link = button.style === 5
      if (link ? text(button.url) === '' || 'custom_id' in button : text(button.custom_id) === '')
        return invalidFormBody(
          'components.0.components.0',
          'COMPONENT_CUSTOM_ID_REQUIRED',
          'A custom id or url is required',
        )
      if (text(button.custom_id).length > LIMITS.customId)
        return invalidFormBody(
          'components.0.components.0.custom_id',
          'BASE_TYPE_MAX_LENGTH',
          'Must be 100 or fewer in length.',
        )
    }
  }
  if (text(content) === '' && embeds.length === 0 && rows.length === 0)
    return { message: 'Cannot send an empty message', code: 50006 }
  return undefined
}

export const startDiscordImitation = async (
  options: { readonly port?: number } = {},
): Promise<DiscordImitation> => {
  const messages = new Map<string, ImitatedMessage>()
  const calls: RecordedCall[] = []
  const channels = new Set<string>()
  const denied = new Set<string>()
  const webhooks = new Map<string, { readonly token: string; readonly channelId: string }>()
  const interactions = new Map<string, { readonly messageId: string; readonly expiresAt: number }>()
  const nonces = new Map<string, { readonly messageId: string; readonly at: number }>()
  let offset = 0
  let serial = 0n
  let limited: { count: number; seconds: number; global: boolean } | undefined
  let down: 'refused' | 'bad_gateway' | undefined
  let loseAnswer = false

  const now = () => Date.now() + offset
  const snowflake = (): string => {
    serial += 1n
    return String(((BigInt(now()) - DISCORD_EPOCH) << 22n) | (serial & 0x3fffffn))
  }
  const iso = () => new Date(now()).toISOString().replace('Z', '+00:00')

  const rateHeaders = (remaining: number, resetAfter: number): Record<string, string> => ({
    'X-RateLimit-Limit': '5',
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Reset': ((now() + resetAfter * 1000) / 1000).toFixed(3),
    'X-RateLimit-Reset-After': resetAfter.toFixed(3),
    'X-RateLimit-Bucket': 'e8bd6dc3a7e5c0c3d6b1d1f0b2a0e9f7',
  })

  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (status === 204) {
      response.writeHead(204, headers)
      response.end()
      return
    }
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  }

  /** Creates a message as Discord would: its own copy of the parts a message keeps. */
  const createMessage = (channelId: string, body: Json, extra: Partial<ImitatedMessage>): ImitatedMessage => {
    const message: ImitatedMessage = {
      id: snowflake(),
      channel_id: channelId,
      author: { ...IMITATION_BOT_USER, bot: true },
      content: text(body.content),
      embeds: (Array.isArray(body.embeds) ? body.embeds : []).map((embed) => ({
        type: 'rich',
        ...(embed as Json),
      })),
      components: Array.isArray(body.components) ? (body.components as Json[]) : [],
      flags: typeof body.flags === 'number' ? body.flags : 0,
      timestamp: iso(),
      edited_timestamp: null,
      ...extra,
    }
    messages.set(message.id, message)
    return message
  }

  /** Changes what the body names, as Discord's PATCH does; the rest stays. */
  const editMessage = (message: ImitatedMessage, body: Json): ImitatedMessage => {
    const edited: ImitatedMessage = {
      ...message,
      ...(body.content === undefined ? {} : { content: text(body.content) }),
      ...(body.embeds === undefined
        ? {}
        : { embeds: (body.embeds as Json[]).map((embed) => ({ type: 'rich', ...embed })) }),
      ...(body.components === undefined ? {} : { components: body.components as Json[] }),
      edited_timestamp: iso(),
    }
    messages.set(message.id, edited)
    return edited
  }

  const route = (call: Omit<RecordedCall, 'status'>): [number, unknown, Record<string, string>?] => {
    const path = call.path.replace(/^\/api(?:\/v10)?/, '')
    let body: Json = {}
    if (call.body !== '') {
      try {
        const parsed: unknown = JSON.parse(call.body)
        if (!isRecord(parsed)) return [400, { message: '400: Bad Request', code: 0 }]
        body = parsed
      } catch {
        return [400, { message: 'The request body contains invalid JSON.', code: 50109 }]
      }
    }
    const bot = call.headers.authorization === `Bot ${IMITATION_BOT_TOKEN}`

    const channelMessages = /^\/channels\/(\d+)\/messages$/.exec(path)
    const channelMessage = /^\/channels\/(\d+)\/messages\/(\d+)$/.exec(path)
    if (channelMessages || channelMessage) {
      if (!bot) return [401, { message: '401: Unauthorized', code: 0 }]
      const channelId = (channelMessages ?? channelMessage)?.[1] ?? ''
      if (!channels.has(channelId)) return [404, { message: 'Unknown Channel', code: 10003 }]
      if (denied.has(channelId)) return [403, { message: 'Missing Access', code: 50001 }]
      if (channelMessages && call.method === 'POST') {
        const refused = refusalOf(body)
        if (refused) return [400, refused]
        const nonce = body.nonce === undefined ? undefined : String(body.nonce)
        if (nonce !== undefined && nonce.length > LIMITS.nonce)
          return [400, invalidFormBody('nonce', 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.')]
        if (nonce !== undefined && body.enforce_nonce === true) {
          const seen = nonces.get(`${channelId}:${nonce}`)
          const earlier = seen && now() - seen.at < NONCE_MEMORY_MS ? messages.get(seen.messageId) : undefined
          if (earlier) return [200, earlier]
        }
        const message = createMessage(channelId, body, nonce === undefined ? {} : { nonce })
        if (nonce !== undefined) nonces.set(`${channelId}:${nonce}`, { messageId: message.id, at: now() })
        return [200, message]
      }
      if (channelMessage && call.method === 'PATCH') {
        const message = messages.get(channelMessage[2] ?? '')
        if (!message || message.channel_id !== channelId)
          return [404, { message: 'Unknown Message', code: 10008 }]
        const refused = refusalOf({ ...message, ...body })
        if (refused) return [400, refused]
        return [200, editMessage(message, body)]
      }
      return [405, { message: '405: Method Not Allowed', code: 0 }]
    }

    const original = /^\/webhooks\/(\d+)\/([^/]+)\/messages\/@original$/.exec(path)
    const webhook = /^\/webhooks\/(\d+)\/([^/]+)$/.exec(path)
    if (original || webhook) {
      const [, id = '', token = ''] = original ?? webhook ?? []
      if (id === IMITATION_APPLICATION_ID) {
        const interaction = interactions.get(token)
        if (!interaction || interaction.expiresAt <= now())
          return [401, { message: 'Invalid Webhook Token', code: 50027 }]
        const refused = refusalOf(original ? { ...messages.get(interaction.messageId), ...body } : body)
        if (refused) return [400, refused]
        if (original && call.method === 'PATCH') {
          const message = messages.get(interaction.messageId)
          if (!message) return [404, { message: 'Unknown Message', code: 10008 }]
          return [200, editMessage(message, body)]
        }
        if (webhook && call.method === 'POST') {
          const anchor = messages.get(interaction.messageId)
          return [
            200,
            createMessage(anchor?.channel_id ?? '0', body, {
              webhook_id: IMITATION_APPLICATION_ID,
              application_id: IMITATION_APPLICATION_ID,
              interaction_token: token,
            }),
          ]
        }
        return [405, { message: '405: Method Not Allowed', code: 0 }]
      }
      const hook = webhooks.get(id)
      if (!hook || hook.token !== token || !webhook) return [404, { message: 'Unknown Webhook', code: 10015 }]
      if (call.method !== 'POST') return [405, { message: '405: Method Not Allowed', code: 0 }]
      const refused = refusalOf(body)
      if (refused) return [400, refused]
      const message = createMessage(hook.channelId, body, {
        webhook_id: id,
        author: { id, username: 'Captain Hook', bot: true },
      })
      return new URLSearchParams(call.query).get('wait') === 'true' ? [200, message] : [204, null]
    }
    return [404, { message: '404: Not Found', code: 0 }]
  }

  const sockets = new Set<Socket>()
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://imitation')
    const body = await readBody(request)
    if (url.pathname === '/__imitation/state') {
      const state: DiscordImitationState = { messages: [...messages.values()], calls }
      return send(response, 200, state)
    }
    if (url.pathname === '/__imitation/interaction' && request.method === 'POST') {
      const { messageId } = JSON.parse(body) as { messageId: string }
      return send(response, 200, { token: imitation.interactionOn(messageId) })
    }
    if (url.pathname === '/__imitation/channel' && request.method === 'POST') {
      imitation.addChannel((JSON.parse(body) as { channelId: string }).channelId)
      return send(response, 204, null)
    }
    const call = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.search.slice(1),
      headers: request.headers,
      body,
    }
    if (down === 'bad_gateway') {
      calls.push({ ...call, status: 502 })
      response.writeHead(502, { 'Content-Type': 'text/html' })
      return response.end('<html><head><title>502 Bad Gateway</title></head><body>cloudflare</body></html>')
    }
    if (limited && limited.count > 0) {
      limited.count -= 1
      const { seconds, global } = limited
      calls.push({ ...call, status: 429 })
      return send(
        response,
        429,
        { message: 'You are being rate limited.', retry_after: seconds, global },
        {
          ...rateHeaders(0, seconds),
          'Retry-After': String(Math.ceil(seconds)),
          'X-RateLimit-Scope': global ? 'global' : 'user',
          ...(global ? { 'X-RateLimit-Global': 'true' } : {}),
        },
      )
    }
    const [status, answer, headers] = route(call)
    calls.push({ ...call, status })
    if (loseAnswer) {
      loseAnswer = false
      request.socket.destroy()
      return
    }
    send(response, status, answer, { ...rateHeaders(4, 1), ...headers })
  })
  server.keepAliveTimeout = 1000
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(options.port ?? 0)
  const port = (server.address() as AddressInfo).port

  const imitation: DiscordImitation = {
    apiUrl: `http://127.0.0.1:${port}/api/v10`,
    port,
    get messages() {
      return [...messages.values()]
    },
    get calls() {
      return calls
    },
    addChannel: (channelId) => {
      channels.add(channelId)
    },
    denyAccess: (channelId) => {
      denied.add(channelId)
    },
    addWebhook: (channelId) => {
      const id = snowflake()
      const token = `imitation-webhook-token-${id}`
      webhooks.set(id, { token, channelId })
      return `http://127.0.0.1:${port}/api/webhooks/${id}/${token}`
    },
    interactionOn: (messageId) => {
      const token = `aW50ZXJhY3Rpb246${snowflake()}`
      interactions.set(token, { messageId, expiresAt: now() + 15 * 60 * 1000 })
      return token
    },
    deleteMessage: (messageId) => {
      messages.delete(messageId)
    },
    rateLimit: (count, seconds, { global = false } = {}) => {
      limited = { count, seconds, global }
    },
    goDown: async (mode) => {
      down = mode
      if (mode === 'refused') {
        for (const socket of sockets) socket.destroy()
        await new Promise((resolve) => server.close(resolve))
      }
    },
    comeBack: async () => {
      if (down === 'refused') await listen(port)
      down = undefined
    },
    loseNextAnswer: () => {
      loseAnswer = true
    },
    advance: (ms) => {
      offset += ms
    },
    messagesIn: (channelId) => [...messages.values()].filter((message) => message.channel_id === channelId),
    callsTo: (method, pathPattern) =>
      calls.filter((call) => call.method === method && pathPattern.test(call.path)),
    reset: () => {
      messages.clear()
      calls.length = 0
      denied.clear()
      webhooks.clear()
      interactions.clear()
      nonces.clear()
      limited = undefined
      loseAnswer = false
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      if (server.listening) await new Promise((resolve) => server.close(resolve))
    },
  }
  return imitation
}
