/**
 * My tournaments while one of its tournaments is not over (ADR 0078): it follows their topics and
 * reads itself again on each change (a report, a confirmation, a decision, a team's change), so the
 * next match, the team's state and what a report waits for show without a reload. A read waits while
 * the user is in the middle of something (`ui/shared/live/undisturbed.ts`). Loaded after hydration,
 * only by such a page.
 */
import { systemClock } from '#adapters/browser/clock.ts'
import { tournamentTopic } from '#core/shared/live/topics.ts'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'
import { browserFollowDeps, followTopics } from '#ui/shared/live/follow-topics.ts'
import { documentActivity, watchDocument, whenUndisturbed } from '#ui/shared/live/undisturbed.ts'

export const followMyTournaments = (tournamentIds: ReadonlyArray<string>): (() => void) => {
  const read = whenUndisturbed(
    { activity: () => documentActivity(document), watch: watchDocument(document) },
    readPageAgain,
  )
  const stop = followTopics(browserFollowDeps(systemClock), tournamentIds.map(tournamentTopic), read.request)
  return () => {
    stop()
    read.stop()
  }
}
