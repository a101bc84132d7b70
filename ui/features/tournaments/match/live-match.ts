/**
 * The match page while the match is still to be settled (ADR 0078): it follows its tournament's
 * topic and reads itself again on each change, so a report, a confirmation or a decision by the other
 * team or a moderator shows without a reload. The page's forms are plain and keep what was typed: the
 * same page renders again in place. Loaded only by such a page.
 */
import { systemClock } from '#adapters/browser/clock.ts'
import { tournamentTopic } from '#core/shared/live/topics.ts'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'
import { browserFollowDeps, followTopics } from '#ui/shared/live/follow-topics.ts'

export const followMatch = (tournamentId: string): (() => void) =>
  followTopics(browserFollowDeps(systemClock), [tournamentTopic(tournamentId)], readPageAgain)
