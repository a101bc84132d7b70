/**
 * `POST /api/discord/interactions` (docs/discord.md, ADR 0065): what Discord sends when a moderator
 * clicks a team message's button or sends the reject modal. Discord signs each request; anything
 * unsigned, tampered with or older than five minutes is answered 401 and read no further.
 *
 * Only members holding the moderators' role act; anyone else is told so, in their own language, only
 * to them (an ephemeral answer), and nothing changes. Confirm and reject go through the moderators'
 * use cases the console uses, under the same locks, so the captain gets the mail and the audit log
 * the entry, naming the Discord user (and their site account when they linked Discord). The message
 * is answered changed in place; a decision that has not finished within Discord's three seconds is
 * acknowledged at once and its answer sent through the interaction's webhook by a job.
 */
import { and, eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { Hono } from 'hono'
import { interpolate } from '#core/shared/validation/message.ts'
import { MODERATION_REASON_MAX, TeamRejection } from '#core/teams/moderation.api.ts'
import { discord as en } from '#locales/en/discord.ts'
import { discord as uk } from '#locales/uk/discord.ts'
import type { AuditActor } from '#server/audit/index.ts'
import {
  type ComponentHandlers,
  deferredUpdate,
  ephemeral,
  INTERACTION_MAX_BYTES,
  INTERACTION_TYPE,
  Interaction,
  modal,
  pong,
  submittedValue,
  updateMessage,
} from '#server/integrations/discord/interactions.ts'
import { EPHEMERAL } from '#server/integrations/discord/messages.ts'
import type { DiscordRest } from '#server/integrations/discord/rest.ts'
import type { InteractionVerifier } from '#server/integrations/discord/signature.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { userAccounts, users } from '#server/platform/db/schema.ts'
import { apiError } from '#server/platform/http/problems.ts'
import { readBodyBytes } from '#server/platform/http/read-body.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'
import type { Logger } from '#server/platform/logger.ts'
import { awaitsDecision } from '../moderation/decisions.ts'
import type { TeamModeration } from '../moderation/use-cases.ts'
import type { TeamRepository } from '../repository.ts'
import { idOf } from '../use-cases/views.ts'
import type { TeamMessages } from './message-jobs.ts'
import {
  type DiscordTexts,
  REASON_INPUT,
  stateText,
  teamActionOf,
  teamCustomId,
  teamMessage,
} from './team-message.ts'

/** Discord waits three seconds for the first answer: past this, the decision's answer comes later. */
export const ANSWER_WITHIN_MS = 2_000

export const DISCORD_INTERACTION_ANSWER_JOB = defineJobType(
  'discord-interaction-answer',
  Schema.Struct({
    token: Schema.String.check(Schema.isMaxLength(1000)),
    answer: Schema.Union([
      Schema.Struct({ kind: Schema.Literal('message'), team_id: Schema.String.check(Schema.isUUID()) }),
      Schema.Struct({ kind: Schema.Literal('refusal'), text: Schema.String.check(Schema.isMaxLength(2000)) }),
    ]),
  }),
)

export interface DiscordInteractionsDeps {
  readonly db: AppDatabase
  readonly repository: TeamRepository
  readonly moderation: TeamModeration
  readonly messages: TeamMessages
  readonly verifier: InteractionVerifier
  readonly jobs: Pick<JobQueue, 'enqueue' | 'handle'>
  readonly rest: DiscordRest
  readonly applicationId: string
  readonly moderatorRoleId: string
  readonly publicUrl: string
  readonly logger: Logger
  /** Resolves once the answer may wait no longer; by default `ANSWER_WITHIN_MS` after the request came. */
  readonly answerDeadline?: () => Promise<void>
  /** Other features' buttons on this endpoint, found by their custom id's prefix (not `team:`). */
  readonly handlers?: ComponentHandlers | undefined
}

type Locale = 'uk' | 'en'
type Answer = ReturnType<typeof ephemeral> | ReturnType<typeof updateMessage> | ReturnType<typeof pong>

const decodeInteraction = Schema.decodeUnknownOption(Interaction)
const decodeReason = Schema.decodeUnknownOption(TeamRejection)

/** Discord's `locale` of the one who acted: Ukrainian for `uk`, English for anything else. */
const localeOf = (interaction: Interaction): Locale => (interaction.locale?.startsWith('uk') ? 'uk' : 'en')
const textsOf = (locale: Locale): DiscordTexts => (locale === 'uk' ? uk : en)

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

export const createDiscordInteractions = (deps: DiscordInteractionsDeps): Hono => {
  const { db, repository, moderation, messages, jobs, rest, applicationId } = deps
  const answerDeadline = deps.answerDeadline ?? (() => sleep(ANSWER_WITHIN_MS))

  jobs.handle(DISCORD_INTERACTION_ANSWER_JOB, async ({ token, answer }) => {
    if (answer.kind === 'refusal') {
      await rest.createFollowup(applicationId, token, {
        content: answer.text,
        flags: EPHEMERAL,
        allowed_mentions: { parse: [] },
      })
      return
    }
    const head = await repository.head(answer.team_id)
    if (!head) return
    await rest.editOriginalResponse(
      applicationId,
      token,
      teamMessage((await messages.view(head)).view, deps.publicUrl),
    )
  })

  /** The site account the Discord user linked, if any (social sign-in with Discord). */
  const linkedAccount = async (discordUserId: string) =>
    (
      await db
        .select({ id: users.id, disabled: users.disabled })
        .from(userAccounts)
        .innerJoin(users, eq(users.id, userAccounts.userId))
        .where(and(eq(userAccounts.provider, 'discord'), eq(userAccounts.providerAccountId, discordUserId)))
        .limit(1)
    )[0]

  /** The answer to a refusal of the use case, told with the team's state now. */
  const refusalText = async (locale: Locale, teamId: string, reason: string): Promise<string> => {
    const texts = textsOf(locale)
    const head = reason === 'not_found' ? undefined : await repository.head(teamId)
    if (!head) return texts.answers.notFound
    // Still awaiting a decision, yet refused: the tournament no longer takes them.
    if (awaitsDecision(head.team)) return texts.answers.closed
    const state = interpolate(locale, stateText(texts, head.team), { position: head.waitlistPosition ?? 0 })
    return interpolate(locale, texts.answers.alreadyDecided, { state })
  }

  /** The message as it is after the decision, or the refusal, as the answer's kind. */
  const outcomeAnswer = async (
    locale: Locale,
    teamId: string,
    outcome: { readonly ok: true } | { readonly ok: false; readonly reason: string },
  ): Promise<
    | { readonly kind: 'message'; readonly team_id: string }
    | { readonly kind: 'refusal'; readonly text: string }
  > =>
    outcome.ok
      ? { kind: 'message', team_id: teamId }
      : { kind: 'refusal', text: await refusalText(locale, teamId, outcome.reason) }

  const decide = async (
    action: 'confirm' | 'reject',
    teamId: string,
    actor: AuditActor,
    reason: string,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: string }> => {
    if (action === 'reject') {
      const outcome = await moderation.reject({ actor, teamId, reason, onlyUndecided: true })
      return outcome.ok ? { ok: true } : outcome
    }
    const head = await repository.head(teamId)
    if (!head) return { ok: false, reason: 'not_found' }
    const outcome = await moderation.confirm({
      actor,
      tournamentId: head.team.tournamentId,
      teamIds: [teamId],
    })
    if (!outcome.ok) return outcome
    const [result] = outcome.value.results
    return result?.outcome === 'confirmed'
      ? { ok: true }
      : { ok: false, reason: result?.outcome ?? 'not_found' }
  }

  /**
   * Runs the decision and answers with the message changed in place, or the refusal to the one who
   * acted. Past the deadline: acknowledged at once (the message stays as it is meanwhile), the answer
   * sent by a job through the interaction's webhook once the decision is made.
   */
  const decideAndAnswer = async (
    interaction: Interaction,
    deadline: Promise<void>,
    action: 'confirm' | 'reject',
    teamId: string,
    actor: AuditActor,
    reason = '',
  ): Promise<Answer | ReturnType<typeof deferredUpdate>> => {
    const locale = localeOf(interaction)
    const work = decide(action, teamId, actor, reason).then((outcome) =>
      outcomeAnswer(locale, teamId, outcome),
    )
    const done = await Promise.race([work, deadline.then(() => undefined)])
    if (done === undefined) {
      void work
        .then((answer) => jobs.enqueue(DISCORD_INTERACTION_ANSWER_JOB, { token: interaction.token, answer }))
        .catch((error: unknown) =>
          deps.logger.error({ err: error, teamId }, 'discord: a late decision failed'),
        )
      return deferredUpdate()
    }
    if (done.kind === 'refusal') return ephemeral(done.text)
    const head = await repository.head(teamId)
    if (!head) return ephemeral(textsOf(locale).answers.notFound)
    return updateMessage(teamMessage((await messages.view(head)).view, deps.publicUrl))
  }

  const respond = async (interaction: Interaction, deadline: Promise<void>) => {
    if (interaction.type === INTERACTION_TYPE.ping) return pong()
    const other = deps.handlers?.find(interaction.data?.custom_id ?? '')
    if (other) return other.respond(interaction, deadline)
    const locale = localeOf(interaction)
    const texts = textsOf(locale)
    const member = interaction.member
    // Only a member of the server, holding the role: a direct message has no roles at all.
    if (!member?.roles.includes(deps.moderatorRoleId)) {
      return ephemeral(
        interpolate(locale, texts.answers.notModerator, { role: `<@&${deps.moderatorRoleId}>` }),
      )
    }
    const named =
      interaction.type === INTERACTION_TYPE.component || interaction.type === INTERACTION_TYPE.modalSubmit
        ? teamActionOf(interaction.data?.custom_id ?? '')
        : undefined
    const teamId = named && idOf(named.teamId)
    if (!named || teamId === undefined) return ephemeral(texts.answers.unknownAction)
    const linked = await linkedAccount(member.user.id)
    if (linked?.disabled) return ephemeral(texts.answers.accountDisabled)
    const actor: AuditActor = {
      via: 'discord',
      discordUser: { id: member.user.id, username: member.user.username },
      userId: linked?.id,
    }

    if (interaction.type === INTERACTION_TYPE.modalSubmit) {
      if (named.action !== 'reject') return ephemeral(texts.answers.unknownAction)
      const reason = decodeReason({ reason: submittedValue(interaction, REASON_INPUT) ?? '' })
      if (reason._tag === 'None') {
        return ephemeral(interpolate(locale, texts.answers.reasonInvalid, { max: MODERATION_REASON_MAX }))
      }
      return decideAndAnswer(interaction, deadline, 'reject', teamId, actor, reason.value.reason)
    }
    if (named.action === 'confirm') return decideAndAnswer(interaction, deadline, 'confirm', teamId, actor)
    // Reject asks why first; a team no longer awaiting a decision is told at once instead.
    const head = await repository.head(teamId)
    if (!head) return ephemeral(texts.answers.notFound)
    if (!awaitsDecision(head.team)) return ephemeral(await refusalText(locale, teamId, 'wrong_state'))
    return modal({
      custom_id: teamCustomId('reject', teamId),
      title: texts.modal.title,
      components: [
        {
          type: 1,
          components: [
            {
              type: 4,
              custom_id: REASON_INPUT,
              style: 2,
              label: texts.modal.reason,
              min_length: 1,
              max_length: MODERATION_REASON_MAX,
              required: true,
            },
          ],
        },
      ],
    })
  }

  const routes = new Hono()
  routes.post('/interactions', async (c) => {
    const deadline = answerDeadline()
    // Bounded before it is read: a signed interaction is a few KiB.
    const declared = Number(c.req.header('Content-Length') ?? 0)
    if (declared > INTERACTION_MAX_BYTES) return apiError(c, 413, 'payload_too_large', 'payloadTooLarge')
    const body = await readBodyBytes(c.req.raw, INTERACTION_MAX_BYTES)
    if (!body) return apiError(c, 413, 'payload_too_large', 'payloadTooLarge')
    const signature = deps.verifier.check(
      c.req.header('X-Signature-Ed25519'),
      c.req.header('X-Signature-Timestamp'),
      body,
    )
    if (signature !== 'valid') return apiError(c, 401, 'invalid_signature', 'invalidSignature')
    let json: unknown
    try {
      json = JSON.parse(Buffer.from(body).toString('utf8'))
    } catch {
      return apiError(c, 400, 'bad_request', 'badRequest')
    }
    const interaction = decodeInteraction(json)
    if (interaction._tag === 'None') return apiError(c, 400, 'bad_request', 'badRequest')
    c.header('Cache-Control', 'no-store')
    return c.json(await respond(interaction.value, deadline))
  })
  return routes
}
