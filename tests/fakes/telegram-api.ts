/**
 * A local imitation of the Telegram Bot API (a third party, so the only stand-in), started by the tests
 * as an HTTP server: `POST /bot{token}/{method}` with a JSON body, answered as Telegram answers
 * (https://core.telegram.org/bots/api#making-requests): `{ok: true, result}` with Message objects
 * (`message_id`, `from`, `chat`, `date`, `text`), or `{ok: false, error_code, description}` with the
 * real status codes and descriptions: 401 for a token it does not know, 404 for an unknown method, 400
 * for a chat that never wrote to the bot, a text it cannot parse or one too long, 403 for a chat that
 * blocked the bot, 429 with `parameters.retry_after` and `Retry-After` when told to throttle. It can be
 * down (502 from its front, as Telegram's nginx answers). Every accepted message is recorded.
 *
 * It also writes what Telegram would POST to a bot's webhook: the `Update` of a user writing to the bot.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const TELEGRAM_BOT_ID = 7_012_345_678
export const TELEGRAM_BOT_TOKEN = `${TELEGRAM_BOT_ID}:AAE-imitation_token_0123456789abcdefghij`
export const TELEGRAM_BOT_USERNAME = 'vatra_test_bot'
export const TELEGRAM_WEBHOOK_SECRET = 'imitation-webhook-secret-0123456789abcdefghijklmnop'

/** A person who opened a private chat with the bot (its chat id is their user id). */
export interface TelegramUser {
  readonly id: number
  readonly firstName: string
  readonly username?: string
  /** The app's language (IETF tag), as Telegram tells bots. */
  readonly languageCode?: string
}

/** A message the bot sent or edited, as Telegram keeps it. */
export interface SentMessage {
  readonly chatId: number
  readonly messageId: number
  readonly text: string
  readonly parseMode: string | undefined
  readonly date: number
  readonly edited: boolean
}

export interface RecordedCall {
  readonly method: string
  readonly token: string
  readonly body: unknown
  readonly status: number
}

export interface TelegramApi {
  /** `http://127.0.0.1:{port}`: the Bot API's base address (TELEGRAM_API_URL). */
  readonly url: string
  /** Every request, in order, with the status it was answered. */
  readonly calls: RecordedCall[]
  /** Messages the bot sent (and edited) that Telegram accepted, in order. */
  readonly messages: SentMessage[]
  /** The messages accepted for one chat, as their texts. */
  textsTo(chatId: number): string[]
  /** A person opens the bot (Start): the bot may write to their chat from now on. */
  user(user: TelegramUser): TelegramUser
  /** A channel the bot was made an administrator of: it may post there (`-100…`). */
  channel(chatId: number): void
  /** The `Update` Telegram posts to the webhook when `user` writes `text` to the bot. */
  updateFrom(user: TelegramUser, text: string): object
  /** The user blocked the bot: its messages to them are refused with 403. */
  block(chatId: number): void
  /** The next `times` sendMessage calls are answered 429, asking to wait `seconds`. */
  throttle(seconds: number, times?: number): void
  /** Every call is answered 502 by the front until `up()`. */
  down(): void
  up(): void
  /** The last `setWebhook` call's parameters. */
  readonly webhook: { url: string; secretToken: string | undefined } | undefined
  reset(): void
  close(): Promise<void>
}

const answer = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

const refusal = (code: number, description: string, parameters?: object) => ({
  ok: false,
  error_code: code,
  description,
  ...(parameters ? { parameters } : {}),
})

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The tags Telegram's HTML mode knows (https://core.telegram.org/bots/api#html-style). */
const HTML_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'a',
  'code',
  'pre',
  'tg-spoiler',
  'blockquote',
  'span',
])
const HTML_ENTITIES = new Set(['lt', 'gt', 'amp', 'quot'])

/**
 * What Telegram refuses in HTML mode, as it words it: a tag it does not know, an unclosed or
 * mismatched one, an `&` that starts no entity. The text without its markup otherwise.
 */
const parseHtml = (text: string): { readonly plain: string } | { readonly error: string } => {
  const open: string[] = []
  let plain = ''
  let index = 0
  while (index < text.length) {
    const char = text[index] ?? ''
    if (char === '<') {
      const end = text.indexOf('>', index)
      if (end < 0) return { error: `Can't find end of the entity starting at byte offset ${index}` }
      const inside = text.slice(index + 1, end)
      const closing = inside.startsWith('/')
      const name = (closing ? inside.slice(1) : inside).split(/[\s=]/)[0]?.toLowerCase() ?? ''
      if (!HTML_TAGS.has(name)) return { error: `Unsupported start tag "${name}" at byte offset ${index}` }
      if (closing) {
        if (open.pop() !== name)
          return { error: `Unmatched end tag at byte offset ${index}, expected "</${open.at(-1) ?? ''}>"` }
      } else open.push(name)
      index = end + 1
      continue
    }
    if (char === '&') {
      const end = text.indexOf(';', index)
      const entity = end < 0 ? '' : text.slice(index + 1, end)
      const numeric = /^#\d{1,7}$/.test(entity) || /^#x[0-9a-f]{1,6}$/i.test(entity)
      if (!HTML_ENTITIES.has(entity) && !numeric) {
        return { error: `Unsupported entity at byte offset ${index}` }
      }
      plain +=
        entity === 'lt' ? '<' : entity === 'gt' ? '>' : entity === 'amp' ? '&' : entity === 'quot' ? '"' : '?'
      index = end + 1
      continue
    }
    plain += char
    index += 1
  }
  if (open.length > 0) return { error: `Can't find end tag corresponding to start tag "${open.at(-1)}"` }
  return { plain }
}

export const startTelegramApi = async (options: { readonly port?: number } = {}): Promise<TelegramApi> => {
  const calls: RecordedCall[] = []
  const messages: SentMessage[] = []
  const users = new Map<number, TelegramUser>()
  const blocked = new Set<number>()
  const channels = new Set<number>()
  let throttled: { seconds: number; times: number } | null = null
  let isDown = false
  let updateId = 500_000_000
  let incomingMessageId = 1
  const nextMessageId = new Map<number, number>()
  let webhook: TelegramApi['webhook']

  const botUser = {
    id: TELEGRAM_BOT_ID,
    is_bot: true,
    first_name: 'Vatra Esports',
    username: TELEGRAM_BOT_USERNAME,
  }
  const now = () => Math.floor(Date.now() / 1000)
  const chatOf = (user: TelegramUser) => ({
    id: user.id,
    first_name: user.firstName,
    ...(user.username ? { username: user.username } : {}),
    type: 'private',
  })

  const messageObject = (message: SentMessage) => {
    const user = users.get(message.chatId)
    return {
      message_id: message.messageId,
      from: botUser,
      chat: user ? chatOf(user) : { id: message.chatId, type: 'private' },
      date: message.date,
      ...(message.edited ? { edit_date: now() } : {}),
      text: message.text,
    }
  }

  /** The checks sendMessage and editMessageText share; the text without markup, or the refusal. */
  const checkText = (
    body: Record<string, unknown>,
  ): { chatId: number; text: string } | { status: number; body: object } => {
    const chatId = typeof body.chat_id === 'number' ? body.chat_id : Number(body.chat_id)
    if (!Number.isSafeInteger(chatId))
      return { status: 400, body: refusal(400, 'Bad Request: chat_id is empty') }
    if (typeof body.text !== 'string' || body.text.trim() === '')
      return { status: 400, body: refusal(400, 'Bad Request: message text is empty') }
    if (!users.has(chatId) && !channels.has(chatId))
      return { status: 400, body: refusal(400, 'Bad Request: chat not found') }
    if (blocked.has(chatId))
      return { status: 403, body: refusal(403, 'Forbidden: bot was blocked by the user') }
    let plain = body.text
    if (body.parse_mode !== undefined) {
      if (body.parse_mode !== 'HTML')
        return { status: 400, body: refusal(400, 'Bad Request: unsupported parse_mode') }
      const parsed = parseHtml(body.text)
      if ('error' in parsed)
        return { status: 400, body: refusal(400, `Bad Request: can't parse entities: ${parsed.error}`) }
      plain = parsed.plain
    }
    if (plain.length > 4096) return { status: 400, body: refusal(400, 'Bad Request: message is too long') }
    return { chatId, text: plain }
  }

  const methods: Record<
    string,
    (body: Record<string, unknown>) => { status: number; body: object; headers?: Record<string, string> }
  > = {
    getMe: () => ({
      status: 200,
      body: {
        ok: true,
        result: {
          ...botUser,
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        },
      },
    }),
    setWebhook: (body) => {
      if (typeof body.url !== 'string')
        return {
          status: 400,
          body: refusal(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook'),
        }
      webhook = {
        url: body.url,
        secretToken: typeof body.secret_token === 'string' ? body.secret_token : undefined,
      }
      return { status: 200, body: { ok: true, result: true, description: 'Webhook was set' } }
    },
    sendMessage: (body) => {
      if (throttled && throttled.times > 0) {
        throttled.times -= 1
        const { seconds } = throttled
        return {
          status: 429,
          body: refusal(429, `Too Many Requests: retry after ${seconds}`, { retry_after: seconds }),
          headers: { 'Retry-After': String(seconds) },
        }
      }
      const checked = checkText(body)
      if ('status' in checked) return checked
      const messageId = nextMessageId.get(checked.chatId) ?? 1
      nextMessageId.set(checked.chatId, messageId + 1)
      const sent: SentMessage = {
        chatId: checked.chatId,
        messageId,
        text: body.text as string,
        parseMode: typeof body.parse_mode === 'string' ? body.parse_mode : undefined,
        date: now(),
        edited: false,
      }
      messages.push(sent)
      return { status: 200, body: { ok: true, result: messageObject(sent) } }
    },
    editMessageText: (body) => {
      const checked = checkText(body)
      if ('status' in checked) return checked
      const original = messages.findLast(
        (m) => m.chatId === checked.chatId && m.messageId === body.message_id,
      )
      if (!original) return { status: 400, body: refusal(400, 'Bad Request: message to edit not found') }
      if (original.text === body.text)
        return {
          status: 400,
          body: refusal(
            400,
            'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
          ),
        }
      const edited: SentMessage = {
        ...original,
        text: body.text as string,
        edited: true,
        parseMode: typeof body.parse_mode === 'string' ? body.parse_mode : undefined,
      }
      messages.push(edited)
      return { status: 200, body: { ok: true, result: messageObject(edited) } }
    },
  }

  const server = createServer(async (request, response) => {
    const text = await readBody(request)
    const path = new URL(request.url ?? '/', 'http://imitation').pathname
    const [, tokenPart = '', method = ''] = path.split('/')
    const token = tokenPart.startsWith('bot') ? tokenPart.slice(3) : ''
    const record = (status: number, body: unknown) => calls.push({ method, token, body, status })
    if (isDown) {
      record(502, undefined)
      response.writeHead(502, { 'Content-Type': 'text/html' })
      response.end(
        '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.18.0</center>\r\n</body>\r\n</html>\r\n',
      )
      return
    }
    if (token !== TELEGRAM_BOT_TOKEN) {
      record(401, undefined)
      return answer(response, 401, refusal(401, 'Unauthorized'))
    }
    const handler = methods[method]
    if (request.method !== 'POST' || !handler) {
      record(404, undefined)
      return answer(response, 404, refusal(404, 'Not Found'))
    }
    let body: unknown
    try {
      body = text === '' ? {} : JSON.parse(text)
    } catch {
      record(400, text)
      return answer(response, 400, refusal(400, "Bad Request: can't parse JSON object"))
    }
    const result = handler(body as Record<string, unknown>)
    record(result.status, body)
    return answer(response, result.status, result.body, result.headers)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    messages,
    textsTo: (chatId) => messages.filter((m) => m.chatId === chatId).map((m) => m.text),
    user: (user) => {
      users.set(user.id, user)
      return user
    },
    channel: (chatId) => {
      channels.add(chatId)
    },
    updateFrom: (user, text) => {
      updateId += 1
      incomingMessageId += 1
      const command = /^\/\w+/.exec(text)
      return {
        update_id: updateId,
        message: {
          message_id: incomingMessageId,
          from: {
            id: user.id,
            is_bot: false,
            first_name: user.firstName,
            ...(user.username ? { username: user.username } : {}),
            ...(user.languageCode ? { language_code: user.languageCode } : {}),
          },
          chat: chatOf(user),
          date: now(),
          text,
          ...(command ? { entities: [{ offset: 0, length: command[0].length, type: 'bot_command' }] } : {}),
        },
      }
    },
    block: (chatId) => blocked.add(chatId),
    throttle: (seconds, times = 1) => {
      throttled = { seconds, times }
    },
    down: () => {
      isDown = true
    },
    up: () => {
      isDown = false
    },
    get webhook() {
      return webhook
    },
    reset: () => {
      calls.length = 0
      messages.length = 0
      users.clear()
      blocked.clear()
      channels.clear()
      nextMessageId.clear()
      throttled = null
      isDown = false
      webhook = undefined
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
