/**
 * The Discord REST client (server/integrations/discord/rest.ts) against the local imitation of
 * Discord's API: what it sends (the bot's token only where it belongs, the User-Agent, a nonce Discord
 * enforces), and how each answer turns into the job queue's outcome: `RetryAfter` for a 429,
 * an ordinary error for 5xx and no answer, `PermanentFailure` for other 4xx, and a deleted message
 * told apart on an edit. No error quotes a token.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createDiscordRest,
  type DiscordRest,
  DiscordUnavailable,
  DiscordUnknownMessage,
} from '#server/integrations/discord/rest.ts'
import { PermanentFailure, RetryAfter } from '#server/platform/jobs/queue.ts'
import {
  type DiscordImitation,
  IMITATION_APPLICATION_ID,
  IMITATION_BOT_TOKEN,
  startDiscordImitation,
} from '../fakes/discord-api.ts'

const CHANNEL = '900000000000000001'
const USER_AGENT = 'DiscordBot (https://vatra.test, test-build)'

let imitation: DiscordImitation
let rest: DiscordRest

beforeAll(async () => {
  imitation = await startDiscordImitation()
  rest = createDiscordRest({ apiUrl: imitation.apiUrl, botToken: IMITATION_BOT_TOKEN, userAgent: USER_AGENT })
})
afterAll(() => imitation.close())
beforeEach(() => {
  imitation.reset()
  imitation.addChannel(CHANNEL)
})

/** The error a call ends with (it must end with one). */
const failureOf = async (call: Promise<unknown>): Promise<Error> => {
  try {
    await call
  } catch (error) {
    if (error instanceof Error) return error
    throw error
  }
  throw new Error('the call succeeded')
}

describe('messages in a channel', () => {
  it('posts with the bot token, the User-Agent and a nonce Discord enforces', async () => {
    const posted = await rest.createMessage(CHANNEL, { content: 'Kyiv Wolves' }, { nonce: 'team-1-post-1' })
    expect(posted.channel_id).toBe(CHANNEL)
    expect(imitation.messagesIn(CHANNEL).map((message) => [message.id, message.content])).toEqual([
      [posted.id, 'Kyiv Wolves'],
    ])
    const [call] = imitation.callsTo('POST', /\/channels\/\d+\/messages$/)
    expect(call?.path).toBe(`/api/v10/channels/${CHANNEL}/messages`)
    expect(call?.headers.authorization).toBe(`Bot ${IMITATION_BOT_TOKEN}`)
    expect(call?.headers['user-agent']).toBe(USER_AGENT)
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      content: 'Kyiv Wolves',
      nonce: 'team-1-post-1',
      enforce_nonce: true,
    })
  })

  it('posts once when the answer was lost and the same nonce comes again', async () => {
    imitation.loseNextAnswer()
    const lost = await failureOf(rest.createMessage(CHANNEL, { content: 'once' }, { nonce: 'n-lost' }))
    expect(lost).toBeInstanceOf(DiscordUnavailable)
    expect(lost).not.toBeInstanceOf(PermanentFailure)
    const again = await rest.createMessage(CHANNEL, { content: 'once' }, { nonce: 'n-lost' })
    expect(imitation.messagesIn(CHANNEL).map((message) => message.id)).toEqual([again.id])
    // Another nonce is another message.
    await rest.createMessage(CHANNEL, { content: 'twice' }, { nonce: 'n-other' })
    expect(imitation.messagesIn(CHANNEL)).toHaveLength(2)
  })

  it('edits a message in place, and tells a deleted one apart', async () => {
    const posted = await rest.createMessage(CHANNEL, { content: 'before' }, { nonce: 'n-edit' })
    const edited = await rest.editMessage(CHANNEL, posted.id, { content: 'after' })
    expect(edited.id).toBe(posted.id)
    expect(imitation.messagesIn(CHANNEL)).toMatchObject([{ id: posted.id, content: 'after' }])
    expect(imitation.messagesIn(CHANNEL)[0]?.edited_timestamp).not.toBeNull()

    imitation.deleteMessage(posted.id)
    const gone = await failureOf(rest.editMessage(CHANNEL, posted.id, { content: 'again' }))
    expect(gone).toBeInstanceOf(DiscordUnknownMessage)
    // A permanent failure for the queue, should its caller not post again.
    expect(gone).toBeInstanceOf(PermanentFailure)
  })
})

describe('what a refusal means for the job', () => {
  it("waits as long as a 429 says: the body's retry_after in seconds, to the millisecond", async () => {
    imitation.rateLimit(1, 1.337)
    const limited = await failureOf(rest.createMessage(CHANNEL, { content: 'x' }, { nonce: 'n-429' }))
    expect(limited).toBeInstanceOf(RetryAfter)
    expect((limited as RetryAfter).delayMs).toBe(1337)
    expect(limited.message).toBe(`Discord create message in channel ${CHANNEL}: rate limited (429)`)
    // Nothing was posted; the next call goes through.
    expect(imitation.messagesIn(CHANNEL)).toEqual([])
    await rest.createMessage(CHANNEL, { content: 'x' }, { nonce: 'n-429' })
    expect(imitation.messagesIn(CHANNEL)).toHaveLength(1)
  })

  it('reads a global 429 the same way', async () => {
    imitation.rateLimit(1, 0.25, { global: true })
    const limited = await failureOf(rest.createMessage(CHANNEL, { content: 'x' }, { nonce: 'n-g' }))
    expect((limited as RetryAfter).delayMs).toBe(250)
    const [call] = imitation.calls
    expect(call?.status).toBe(429)
  })

  it('takes Retry-After when a 429 has no JSON body', async () => {
    const headerOnly = createDiscordRest(
      { apiUrl: 'https://discord.invalid/api/v10', botToken: IMITATION_BOT_TOKEN, userAgent: USER_AGENT },
      {
        fetch: async () =>
          new Response('<html>slow down</html>', { status: 429, headers: { 'Retry-After': '7' } }),
      },
    )
    const limited = await failureOf(headerOnly.createMessage(CHANNEL, { content: 'x' }, { nonce: 'n' }))
    expect((limited as RetryAfter).delayMs).toBe(7000)
  })

  it('retries with backoff when Discord is down: connection refused or its proxy answering 502', async () => {
    await imitation.goDown('bad_gateway')
    const badGateway = await failureOf(rest.createMessage(CHANNEL, { content: 'x' }, { nonce: 'n-502' }))
    expect(badGateway).toBeInstanceOf(DiscordUnavailable)
    expect(badGateway.message).toBe(`Discord create message in channel ${CHANNEL}: HTTP 502`)
    await imitation.comeBack()

    await imitation.goDown('refused')
    const refused = await failureOf(rest.createMessage(CHANNEL, { content: 'x' }, { nonce: 'n-down' }))
    expect(refused).toBeInstanceOf(DiscordUnavailable)
    expect(refused).not.toBeInstanceOf(PermanentFailure)
    await imitation.comeBack()
    await rest.createMessage(CHANNEL, { content: 'x' }, { nonce: 'n-down' })
    expect(imitation.messagesIn(CHANNEL)).toHaveLength(1)
  })

  it('gives up at once on other refusals: no access, unknown channel, a wrong token, a body too long', async () => {
    imitation.denyAccess(CHANNEL)
    const denied = await failureOf(rest.createMessage(CHANNEL, { content: 'x' }, { nonce: 'n1' }))
    expect(denied).toBeInstanceOf(PermanentFailure)
    expect(denied).not.toBeInstanceOf(DiscordUnknownMessage)
    expect(denied.message).toBe(`Discord create message in channel ${CHANNEL}: HTTP 403 50001 Missing Access`)

    const unknown = await failureOf(rest.editMessage('900000000000000999', '1', { content: 'x' }))
    expect(unknown).not.toBeInstanceOf(DiscordUnknownMessage)
    expect(unknown.message).toContain('HTTP 404 10003 Unknown Channel')

    imitation.reset()
    imitation.addChannel(CHANNEL)
    const wrongToken = createDiscordRest({
      apiUrl: imitation.apiUrl,
      botToken: 'MTEy.wrong.token-of-someone-else',
      userAgent: USER_AGENT,
    })
    const unauthorised = await failureOf(wrongToken.createMessage(CHANNEL, { content: 'x' }, { nonce: 'n2' }))
    expect(unauthorised).toBeInstanceOf(PermanentFailure)
    expect(unauthorised.message).toContain('HTTP 401')
    expect(unauthorised.message).not.toContain('wrong.token')

    const tooLong = await failureOf(
      rest.createMessage(CHANNEL, { content: 'x'.repeat(2001) }, { nonce: 'n3' }),
    )
    expect(tooLong).toBeInstanceOf(PermanentFailure)
    expect(tooLong.message).toContain('HTTP 400 50035 Invalid Form Body')
    expect(imitation.messagesIn(CHANNEL)).toEqual([])
  })
})

describe('webhooks', () => {
  it('executes a channel webhook, waiting for the message, without the bot token', async () => {
    const url = imitation.addWebhook(CHANNEL)
    const posted = await rest.executeWebhook(url, { content: 'The cup starts at 18:00' })
    expect(imitation.messagesIn(CHANNEL)).toMatchObject([
      { id: posted.id, content: 'The cup starts at 18:00', webhook_id: expect.any(String) },
    ])
    const [call] = imitation.calls
    expect(call?.query).toBe('wait=true')
    expect(call?.headers.authorization).toBeUndefined()

    const wrong = await failureOf(rest.executeWebhook(`${url}-forged`, { content: 'x' }))
    expect(wrong).toBeInstanceOf(PermanentFailure)
    expect(wrong.message).toBe('Discord execute webhook: HTTP 404 10015 Unknown Webhook')
  })

  it("edits an interaction's original message and follows up through its token only", async () => {
    const anchor = await rest.createMessage(CHANNEL, { content: 'Confirm?' }, { nonce: 'n-anchor' })
    const token = imitation.interactionOn(anchor.id)
    const edited = await rest.editOriginalResponse(IMITATION_APPLICATION_ID, token, { content: 'Confirmed' })
    expect(edited.id).toBe(anchor.id)
    const followup = await rest.createFollowup(IMITATION_APPLICATION_ID, token, {
      content: 'Only you see this',
      flags: 64,
    })
    expect(
      imitation.messagesIn(CHANNEL).map((message) => [message.id, message.content, message.flags]),
    ).toEqual([
      [anchor.id, 'Confirmed', 0],
      [followup.id, 'Only you see this', 64],
    ])
    const webhookCalls = imitation
      .callsTo('PATCH', /@original$/)
      .concat(imitation.callsTo('POST', /\/webhooks\//))
    expect(webhookCalls.map((call) => call.headers.authorization)).toEqual([undefined, undefined])
    expect(imitation.callsTo('PATCH', /@original$/)[0]?.path).toBe(
      `/api/v10/webhooks/${IMITATION_APPLICATION_ID}/${token}/messages/@original`,
    )

    // Fifteen minutes later the token is worth nothing; the error does not quote it.
    imitation.advance(15 * 60 * 1000 + 1)
    const expired = await failureOf(
      rest.editOriginalResponse(IMITATION_APPLICATION_ID, token, { content: 'x' }),
    )
    expect(expired).toBeInstanceOf(PermanentFailure)
    expect(expired.message).toBe('Discord edit interaction response: HTTP 401 50027 Invalid Webhook Token')
    expect(expired.message).not.toContain(token)
  })
})
