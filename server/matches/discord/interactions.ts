/**
 * The disputes' button and modal on the shared interactions endpoint (docs/discord.md "Disputes"):
 * "Uphold the report" opens a modal asking the decision's reason; sending it decides the dispute with
 * the reported result through `reports.decide`, the API's own use case (its locks, its audit entry, its
 * notices to both teams). As for the teams' buttons (ADR 0065): only members holding the moderators'
 * role act, anyone else is told so only to them and nothing changes; the audit names the Discord user,
 * and the site account they linked Discord to (a disabled one is refused). The decision is raced
 * against Discord's deadline: made in time, the message is answered changed in place; past it, the
 * click is acknowledged and the message's own job shows the decision, a refusal comes as a follow-up.
 */
import { and, eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { REPORT_REASON_MAX } from '#core/matches/report-forms.ts'
import { DisputeRequest } from '#core/matches/reports.ts'
import { NotFound } from '#core/shared/errors.ts'
import { interpolate } from '#core/shared/validation/message.ts'
import { discord as en } from '#locales/en/discord.ts'
import { discord as uk } from '#locales/uk/discord.ts'
import {
  type ComponentHandler,
  deferredUpdate,
  ephemeral,
  INTERACTION_TYPE,
  type Interaction,
  type InteractionAnswer,
  modal,
  submittedValue,
  updateMessage,
} from '#server/integrations/discord/interactions.ts'
import { EPHEMERAL } from '#server/integrations/discord/messages.ts'
import type { DiscordRest } from '#server/integrations/discord/rest.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { userAccounts, users } from '#server/platform/db/schema.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'
import type { Logger } from '#server/platform/logger.ts'
import { type DecidingActor, type MatchReports, ReportRefused } from '../reports.ts'
import { matchReports } from '../tables.ts'
import {
  DISPUTE_PREFIX,
  disputeMessage,
  REASON_INPUT,
  reportOfCustomId,
  upholdCustomId,
} from './dispute-message.ts'
import { disputeNow } from './dispute-view.ts'

/** A refusal found after the click was acknowledged: told to the moderator through the interaction. */
export const DISCORD_DISPUTE_REFUSAL_JOB = defineJobType(
  'discord-dispute-refusal',
  Schema.Struct({
    token: Schema.String.check(Schema.isMaxLength(1000)),
    text: Schema.String.check(Schema.isMaxLength(2000)),
  }),
)

export interface DisputeInteractionsDeps {
  readonly db: AppDatabase
  readonly reports: Pick<MatchReports, 'decide'>
  readonly jobs: Pick<JobQueue, 'enqueue' | 'handle'>
  readonly rest: DiscordRest
  readonly applicationId: string
  readonly moderatorRoleId: string
  readonly publicUrl: string
  readonly logger: Logger
}

type Locale = 'uk' | 'en'
type Texts = (typeof uk)['disputes']

const decodeReason = Schema.decodeUnknownOption(DisputeRequest)

/** Discord's `locale` of the one who acted: Ukrainian for `uk`, English for anything else. */
const localeOf = (interaction: Interaction): Locale => (interaction.locale?.startsWith('uk') ? 'uk' : 'en')
const textsOf = (locale: Locale): Texts => (locale === 'uk' ? uk : en).disputes

export const disputeInteractions = (deps: DisputeInteractionsDeps): ComponentHandler => {
  const { db, reports, jobs, rest } = deps

  jobs.handle(DISCORD_DISPUTE_REFUSAL_JOB, async ({ token, text }) => {
    await rest.createFollowup(deps.applicationId, token, {
      content: text,
      flags: EPHEMERAL,
      allowed_mentions: { parse: [] },
    })
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

  const reportOf = async (reportId: string) =>
    (
      await db
        .select({ matchId: matchReports.matchId, state: matchReports.state, report: matchReports.report })
        .from(matchReports)
        .where(eq(matchReports.id, reportId))
    )[0]

  /** The decision, or the refusal's text: the dispute was decided meanwhile, or the report is gone. */
  const decide = async (
    locale: Locale,
    actor: DecidingActor,
    reportId: string,
    reason: string,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly text: string }> => {
    const texts = textsOf(locale)
    const report = await reportOf(reportId)
    if (!report) return { ok: false, text: texts.answers.notFound }
    try {
      await reports.decide(actor, report.matchId, { report: report.report, reason }, { reportId })
      return { ok: true }
    } catch (error) {
      if (error instanceof ReportRefused) return { ok: false, text: texts.answers.notDisputed }
      if (error instanceof NotFound) return { ok: false, text: texts.answers.notFound }
      throw error
    }
  }

  const decideAndAnswer = async (
    interaction: Interaction,
    deadline: Promise<void>,
    actor: DecidingActor,
    reportId: string,
    reason: string,
  ): Promise<InteractionAnswer> => {
    const locale = localeOf(interaction)
    const work = decide(locale, actor, reportId, reason)
    const done = await Promise.race([work, deadline.then(() => undefined)])
    if (done === undefined) {
      // The decision's transaction enqueued the message's job: it shows the decision. Only a refusal
      // still has to reach the moderator.
      void work
        .then((outcome) =>
          outcome.ok
            ? undefined
            : jobs.enqueue(DISCORD_DISPUTE_REFUSAL_JOB, { token: interaction.token, text: outcome.text }),
        )
        .catch((error: unknown) =>
          deps.logger.error({ err: error, reportId }, 'discord: a late dispute decision failed'),
        )
      return deferredUpdate()
    }
    if (!done.ok) return ephemeral(done.text)
    const view = await disputeNow(db, reportId)
    if (!view) return ephemeral(textsOf(locale).answers.notFound)
    return updateMessage(disputeMessage(view, deps.publicUrl))
  }

  const respond = async (interaction: Interaction, deadline: Promise<void>): Promise<InteractionAnswer> => {
    const locale = localeOf(interaction)
    const texts = textsOf(locale)
    const member = interaction.member
    // Only a member of the server, holding the role: a direct message has no roles at all.
    if (!member?.roles.includes(deps.moderatorRoleId)) {
      return ephemeral(
        interpolate(locale, texts.answers.notModerator, { role: `<@&${deps.moderatorRoleId}>` }),
      )
    }
    const isComponent = interaction.type === INTERACTION_TYPE.component
    const isModal = interaction.type === INTERACTION_TYPE.modalSubmit
    const reportId = isComponent || isModal ? reportOfCustomId(interaction.data?.custom_id ?? '') : undefined
    if (reportId === undefined) return ephemeral(texts.answers.unknownAction)
    const linked = await linkedAccount(member.user.id)
    if (linked?.disabled) return ephemeral(texts.answers.accountDisabled)

    if (isComponent) {
      // The reason first; a dispute decided meanwhile is told at once instead.
      const report = await reportOf(reportId)
      if (!report) return ephemeral(texts.answers.notFound)
      if (report.state !== 'disputed') return ephemeral(texts.answers.notDisputed)
      return modal({
        custom_id: upholdCustomId(reportId),
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
                max_length: REPORT_REASON_MAX,
                required: true,
              },
            ],
          },
        ],
      })
    }
    const reason = decodeReason({ reason: submittedValue(interaction, REASON_INPUT) ?? '' })
    if (reason._tag === 'None') {
      return ephemeral(interpolate(locale, texts.answers.reasonInvalid, { max: REPORT_REASON_MAX }))
    }
    const actor: DecidingActor = {
      via: 'discord',
      discordUser: { id: member.user.id, username: member.user.username },
      userId: linked?.id,
    }
    return decideAndAnswer(interaction, deadline, actor, reportId, reason.value.reason)
  }

  return { prefix: DISPUTE_PREFIX, respond }
}
