/**
 * The Discord part of the teams for API tests: the accounts harness with the teams' Discord part
 * switched on against the local imitation of Discord's API (started first, on a port of its own), a
 * key pair made here whose public key the endpoint checks, interactions as Discord sends them
 * (signed with that key), and teams that become complete through the API as a captain makes them.
 */
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import pino from 'pino'
import { afterAll, beforeAll } from 'vitest'
import { membersPath, teamLogoPath, tournamentTeamsPath } from '#core/teams/teams.api.ts'
import { createDiscordRest } from '#server/integrations/discord/rest.ts'
import type { JobQueue } from '#server/platform/jobs/queue.ts'
import type { TeamsDiscordDeps } from '#server/teams/index.ts'
import {
  type DiscordImitation,
  IMITATION_APPLICATION_ID,
  IMITATION_BOT_TOKEN,
  type ImitatedMessage,
  startDiscordImitation,
} from '../../fakes/discord-api.ts'
import { type AccountsHarness, useAccountsHarness } from './accounts.ts'
import type { Backend } from './database.ts'
import { freshTeamName, openTournament, type Player, player, pngLogoForm, teamForm, teamOf } from './teams.ts'

export const MODERATION_CHANNEL = '910000000000000001'
export const MODERATOR_ROLE = '920000000000000001'
export const OTHER_ROLE = '920000000000000002'
export const GUILD = '930000000000000001'

/** A Discord user as an interaction names them. */
export interface DiscordMember {
  readonly id: string
  readonly username: string
  readonly roles: ReadonlyArray<string>
}

let memberSerial = 0
/** A member of the server; a moderator unless told other roles. */
export const discordMember = (roles: ReadonlyArray<string> = [MODERATOR_ROLE]): DiscordMember => {
  memberSerial += 1
  return {
    id: `94000000000000${String(memberSerial).padStart(4, '0')}`,
    username: `mod_${memberSerial}`,
    roles,
  }
}

/** An Ed25519 key pair as the developer portal would have it: the public key as 64 hex digits. */
export const makeKeyPair = (): { readonly publicKeyHex: string; readonly privateKey: KeyObject } => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  return { publicKeyHex: raw.toString('hex'), privateKey }
}

export interface InteractionAnswer {
  readonly status: number
  readonly body: {
    readonly type?: number
    readonly data?: Record<string, unknown> & {
      readonly content?: string
      readonly flags?: number
      readonly embeds?: ReadonlyArray<Record<string, unknown>>
      readonly components?: ReadonlyArray<{ readonly components: ReadonlyArray<Record<string, unknown>> }>
    }
    readonly code?: string
  }
}

export interface DiscordHarness {
  readonly h: AccountsHarness
  readonly imitation: DiscordImitation
  readonly privateKey: KeyObject
  /** The harness's clock as Discord's timestamp header writes it. */
  timestamp(): string
  signature(timestamp: string, body: string, key?: KeyObject): string
  /** POSTs a raw body with the headers given (a test of the signature itself). */
  postRaw(body: string, headers: Readonly<Record<string, string>>): Promise<InteractionAnswer>
  /** POSTs an interaction signed now with the application's key. */
  send(interaction: object): Promise<InteractionAnswer>
  /** A button of the message clicked by `member`, in their Discord `locale`. */
  click(message: ImitatedMessage, customId: string, member: DiscordMember, locale?: string): object
  /** The reject modal sent with `reason` from the message's button. */
  submitReason(
    message: ImitatedMessage,
    teamId: string,
    reason: string,
    member: DiscordMember,
    locale?: string,
  ): object
  /** A team made complete through the API: the captain, a logo, a second player. */
  completeTeam(options?: { readonly tournamentId?: string }): Promise<{
    readonly id: string
    readonly name: string
    readonly tournamentId: string
    readonly captain: Player
    readonly second: Player
  }>
  /** Runs the due jobs (the messages, the mails). */
  runJobs(): Promise<void>
  /** The team's message in the moderators' channel (the only one there for it). */
  messageOf(teamName: string): ImitatedMessage
}

export const useDiscordHarness = (
  backend: Backend,
  options: { readonly answerDeadline?: () => Promise<void> } = {},
): DiscordHarness => {
  const { publicKeyHex, privateKey } = makeKeyPair()
  const harness = { privateKey } as { -readonly [K in keyof DiscordHarness]: DiscordHarness[K] }
  beforeAll(async () => {
    harness.imitation = await startDiscordImitation()
    harness.imitation.addChannel(MODERATION_CHANNEL)
  })
  afterAll(() => harness.imitation.close())
  const h = useAccountsHarness(backend, {
    discord: (jobs: JobQueue): TeamsDiscordDeps => ({
      rest: createDiscordRest({
        apiUrl: harness.imitation.apiUrl,
        botToken: IMITATION_BOT_TOKEN,
        userAgent: 'DiscordBot (https://vatra.test, test)',
      }),
      jobs,
      settings: {
        applicationId: IMITATION_APPLICATION_ID,
        publicKey: publicKeyHex,
        moderationChannelId: MODERATION_CHANNEL,
        moderatorRoleId: MODERATOR_ROLE,
      },
      logger: pino({ level: 'silent' }),
      ...(options.answerDeadline ? { answerDeadline: options.answerDeadline } : {}),
    }),
  })
  harness.h = h

  let interactionSerial = 0
  const interaction = (
    type: number,
    message: ImitatedMessage,
    data: Record<string, unknown>,
    member: DiscordMember,
    locale: string,
  ) => {
    interactionSerial += 1
    return {
      app_permissions: '562949953601536',
      application_id: IMITATION_APPLICATION_ID,
      authorizing_integration_owners: { '0': GUILD },
      channel_id: message.channel_id,
      context: 0,
      data,
      entitlements: [],
      guild_id: GUILD,
      guild_locale: 'uk',
      id: `95000000000000${String(interactionSerial).padStart(4, '0')}`,
      locale,
      member: {
        avatar: null,
        deaf: false,
        flags: 0,
        joined_at: '2025-01-01T10:00:00.000000+00:00',
        mute: false,
        nick: null,
        pending: false,
        permissions: '2248473465835073',
        premium_since: null,
        roles: member.roles,
        user: {
          avatar: null,
          discriminator: '0',
          global_name: member.username.toUpperCase(),
          id: member.id,
          public_flags: 0,
          username: member.username,
        },
      },
      message,
      token: harness.imitation.interactionOn(message.id),
      type,
      version: 1,
    }
  }

  harness.timestamp = () => String(Math.floor(h.clock.now().getTime() / 1000))
  harness.signature = (timestamp, body, key = privateKey) =>
    sign(null, Buffer.from(timestamp + body), key).toString('hex')
  harness.postRaw = async (body, headers) => {
    const response = await h.app.request('/api/discord/interactions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    })
    const text = await response.text()
    return { status: response.status, body: text === '' ? {} : JSON.parse(text) }
  }
  harness.send = (payload) => {
    const body = JSON.stringify(payload)
    const timestamp = harness.timestamp()
    return harness.postRaw(body, {
      'X-Signature-Ed25519': harness.signature(timestamp, body),
      'X-Signature-Timestamp': timestamp,
    })
  }
  harness.click = (message, customId, member, locale = 'en-US') =>
    interaction(3, message, { component_type: 2, custom_id: customId }, member, locale)
  harness.submitReason = (message, teamId, reason, member, locale = 'en-US') =>
    interaction(
      5,
      message,
      {
        custom_id: `team:reject:${teamId}`,
        components: [{ type: 1, components: [{ type: 4, custom_id: 'reason', value: reason }] }],
      },
      member,
      locale,
    )
  harness.completeTeam = async ({ tournamentId } = {}) => {
    const tournament = tournamentId ?? (await openTournament(h)).id
    const captain = await player(h)
    const created = await h.post(tournamentTeamsPath(tournament), teamForm(freshTeamName()), {
      bearer: captain.bearer,
    })
    if (created.status !== 201) throw new Error(`team not created: ${created.status}`)
    const team = teamOf(created)
    const logo = await h.postForm(teamLogoPath(team.id), await pngLogoForm(), { bearer: captain.bearer })
    if (logo.status !== 200) throw new Error(`logo refused: ${logo.status}`)
    const second = await player(h)
    const joined = await h.post(membersPath(team.id), { password: 'secret-42' }, { bearer: second.bearer })
    if (joined.status !== 200) throw new Error(`join refused: ${joined.status}`)
    await harness.runJobs()
    return { id: team.id, name: team.name, tournamentId: tournament, captain, second }
  }
  harness.runJobs = async () => {
    await h.teamsSettled()
    await h.jobs.drain()
  }
  harness.messageOf = (teamName) => {
    const found = harness.imitation
      .messagesIn(MODERATION_CHANNEL)
      .filter((message) => message.embeds.some((embed) => embed.title === teamName))
    if (found.length !== 1) throw new Error(`${found.length} messages of ${teamName}`)
    return found[0] as ImitatedMessage
  }
  return harness
}
