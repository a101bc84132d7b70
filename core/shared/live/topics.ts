/**
 * Live updates (ADR 0078): a topic names something public that changed; the stream carries only the
 * topic and the page reads it again through the public API. Plain constants, so the browser's live
 * code stays a few hundred bytes.
 */

/** A topic: a kind, a colon, an id (`tournament:3f…`). Linear: two plain character classes. */
export const LIVE_TOPIC_PATTERN = /^[a-z]{1,24}:[A-Za-z0-9_-]{1,64}$/
export const LIVE_TOPIC_MAX_LENGTH = 24 + 1 + 64
/** Topics one stream may follow (My tournaments follows the user's running ones). */
export const LIVE_TOPICS_PER_STREAM = 10
/** The stream's path under the API root. */
export const LIVE_PATH = '/live'

/** A tournament's results or participants changed. */
export const tournamentTopic = (tournamentId: string): string => `tournament:${tournamentId}`
