/**
 * The disputes in the moderators' Discord channel (docs/discord.md "Disputes"): a message for each
 * disputed report, kept by jobs until it shows the decision, and its "Uphold the report" button on the
 * interactions endpoint the teams' buttons share. On with the same settings as the teams' messages.
 */
import { withoutTrailingSlashes } from '#core/shared/http/app-path.ts'
import type { ComponentHandlers } from '#server/integrations/discord/interactions.ts'
import type { DiscordRest } from '#server/integrations/discord/rest.ts'
import type { DiscordConfig } from '#server/platform/config.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { JobQueue } from '#server/platform/jobs/queue.ts'
import type { Logger } from '#server/platform/logger.ts'
import type { DisputeWatch, MatchReports } from '../reports.ts'
import { disputeInteractions } from './interactions.ts'
import { createDisputeMessages, handleDisputeMessageJobs, queuedDisputeMessages } from './message-jobs.ts'

export { DISCORD_DISPUTE_REFUSAL_JOB } from './interactions.ts'
export { DISCORD_DISPUTE_MESSAGE_JOB } from './message-jobs.ts'

export interface MatchesDiscordDeps {
  readonly rest: DiscordRest
  /** Where the messages' jobs are queued and handled. */
  readonly jobs: Pick<JobQueue, 'enqueue' | 'handle'>
  readonly settings: Pick<DiscordConfig, 'applicationId' | 'moderationChannelId' | 'moderatorRoleId'>
  readonly logger: Logger
  /** The shared interactions endpoint's handlers: the disputes' button is added to them. */
  readonly handlers: ComponentHandlers
  /** Public origin without a trailing slash: the match page's link. */
  readonly publicUrl: string
}

/** The watch the reports' use cases tell; the rest is wired by `wireDisputesInDiscord` once they exist. */
export const disputesWatch = (deps: MatchesDiscordDeps): DisputeWatch => queuedDisputeMessages(deps.jobs)

export const wireDisputesInDiscord = (
  deps: MatchesDiscordDeps,
  options: { readonly db: AppDatabase; readonly reports: MatchReports; readonly now: () => Date },
): void => {
  const messages = createDisputeMessages({
    db: options.db,
    rest: deps.rest,
    channelId: deps.settings.moderationChannelId,
    publicUrl: withoutTrailingSlashes(deps.publicUrl),
    now: options.now,
  })
  handleDisputeMessageJobs(deps.jobs, messages)
  deps.handlers.add(
    disputeInteractions({
      db: options.db,
      reports: options.reports,
      jobs: deps.jobs,
      rest: deps.rest,
      applicationId: deps.settings.applicationId,
      moderatorRoleId: deps.settings.moderatorRoleId,
      publicUrl: withoutTrailingSlashes(deps.publicUrl),
      logger: deps.logger,
    }),
  )
}
