/**
 * What a team's card shows before its machines run (ADR 0027): the team machine's start (its context
 * and state for the team the server read) and the logo upload's input. Without effect and XState: the
 * card renders from these and loads the machines on first use. `tests/model/team.model.test.ts`
 * checks the start against the machine's own.
 */

import type { ServerFieldErrors } from '#core/shared/forms/form-context.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import { type MachineView, startView } from '#core/shared/state-value.ts'
import { message } from '#core/shared/validation/message.ts'
import type { Invitee, Player, Team } from './team.schema.ts'

export interface TeamInput {
  readonly team: Team
  /** The reader: who leaves when they leave. */
  readonly userId: string
  /** Milliseconds since the epoch when the page was rendered (restored as is in the browser). */
  readonly now: number
}

export interface TeamContext {
  readonly team: Team
  readonly userId: string
  readonly isCaptain: boolean
  readonly now: number
  readonly nickname: string
  /** Core's rules on the nickname, or the server's (a key this build may not know). */
  readonly fieldErrors: ServerFieldErrors
  /** The player the removal confirmation is about. */
  readonly removal: Player | null
  /** The invitee whose invitation is being withdrawn. */
  readonly withdrawal: Invitee | null
  /** The clipboard was refused: the invitation link is shown to be copied by hand. */
  readonly linkShown: boolean
}

/** The machine's context when it starts. */
export const teamStartContext = (input: TeamInput): TeamContext => ({
  team: input.team,
  userId: input.userId,
  isCaptain: input.team.is_captain,
  now: input.now,
  nickname: '',
  fieldErrors: {},
  removal: null,
  withdrawal: null,
  linkShown: false,
})

/** The state the machine starts in: nothing asked, nothing on its way. */
const TEAM_START_VALUE = 'idle'

/** What a team's card reads of the machine (its snapshot, or the start view before it loads). */
export type TeamView = MachineView<TeamContext>

/** A team's card before its machine runs. */
export const teamStartView = (input: TeamInput): TeamView =>
  startView(teamStartContext(input), TEAM_START_VALUE)

/** The page a player opens to join: the invitation's path (`Team.invite_url`) on the site, in the page's language. */
export const invitationLink = (
  path: string,
  page: { readonly origin: string; readonly locale: Locale },
): string => new URL(localizePath(path, page.locale), page.origin).href

/** The upload machine's input for a team logo: 'Team logo updated', or 'Error updating the team logo'. */
export const TEAM_LOGO_UPLOAD_INPUT = {
  success: message('teamLogoUpdated'),
  failure: message('teamLogoFailed'),
} as const
