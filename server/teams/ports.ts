/**
 * What the teams' use cases need from outside: the mails of invitations, of the team lifecycle and of
 * a match ready to play. Each method enqueues a mail job (in the transaction running now, so a
 * rolled-back change sends nothing). A player gets the kinds they may choose to get in Telegram by
 * their choice (ADR 0067): by e-mail, in Telegram or both; a player without an e-mail address only in
 * Telegram, when linked. Texts are in the recipient's language (`users.locale`).
 */
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import { MY_TOURNAMENTS_PAGE } from '#core/teams/teams.api.ts'

/**
 * What follows a change of teams outside the teams themselves (their Discord messages, docs/discord.md):
 * told of every write of a team's row or its players, in the transaction of that write, so whatever it
 * enqueues commits with the change and goes with a rollback. It reads the teams again when it runs,
 * so several changes in a row come to their latest state.
 */
export interface TeamWatch {
  changed(teamIds: ReadonlyArray<string>): Promise<void>
}

/** No one watches (the Discord part is off). */
export const UNWATCHED: TeamWatch = { changed: async () => {} }

export interface TeamMailRecipient {
  /** The e-mail address; null for a player without one, reached in Telegram only. */
  readonly to: string | null
  readonly locale: Locale
  readonly nickname: string
  /** The player, whose choice routes the kinds they may get in Telegram (undefined: e-mail). */
  readonly userId?: string | undefined
}

/** What every team mail names: the team, its tournament, and where to look (an absolute URL). */
export interface TeamMailSubject {
  readonly teamName: string
  readonly tournamentName: string
  /** My tournaments or the tournament page, absolute, in the recipient's language. */
  readonly url: string
}

/** What a team mail names, with its link to My tournaments in the recipient's language. */
export const teamMailSubject = (
  publicUrl: string,
  locale: Locale,
  names: Pick<TeamMailSubject, 'teamName' | 'tournamentName'>,
): TeamMailSubject => ({
  teamName: names.teamName,
  tournamentName: names.tournamentName,
  url: `${publicUrl}${localizePath(MY_TOURNAMENTS_PAGE, locale)}`,
})

/**
 * A match's result as a team's member reads it: the score with the team's own first, or which side
 * lost by forfeit (both: neither showed up).
 */
export interface MatchOutcome {
  readonly opponent: string
  readonly result:
    | { readonly score: readonly [ours: number, theirs: number] }
    | { readonly forfeit: 'team' | 'opponent' | 'both' }
}

export interface TeamMailer {
  /**
   * To a player the captain invited by nickname: who invited them to which team, and that nothing
   * happens until they accept in My tournaments.
   */
  playerInvited(
    recipient: TeamMailRecipient,
    mail: TeamMailSubject & { readonly captain: string },
  ): Promise<void>
  /** To the captain (and the team's players): `player` joined the team. */
  playerJoined(
    recipient: TeamMailRecipient,
    mail: TeamMailSubject & { readonly player: string },
  ): Promise<void>
  /** To the team's other members: `player` left the team on their own. */
  playerLeft(recipient: TeamMailRecipient, mail: TeamMailSubject & { readonly player: string }): Promise<void>
  /** To the player the captain removed. */
  playerRemoved(recipient: TeamMailRecipient, mail: TeamMailSubject): Promise<void>
  /** To every member: a moderator confirmed the team. */
  teamConfirmed(recipient: TeamMailRecipient, mail: TeamMailSubject): Promise<void>
  /** To every member: the team was dropped, and why. */
  teamDropped(
    recipient: TeamMailRecipient,
    mail: TeamMailSubject & { readonly reason: 'incomplete' | 'no_check_in' | 'rejected' },
  ): Promise<void>
  /**
   * To the captain of a team a moderator rejected or dropped with a reason: the moderator's words
   * (the other members get `teamDropped`).
   */
  teamRejected(
    recipient: TeamMailRecipient,
    mail: TeamMailSubject & { readonly reason: string },
  ): Promise<void>
  /** To every member: the team left the waiting list and holds a slot now. */
  teamPromoted(recipient: TeamMailRecipient, mail: TeamMailSubject): Promise<void>
  /** To every member of a team that may check in: check-in is open until `closesAt` (ISO). */
  checkInOpened(
    recipient: TeamMailRecipient,
    mail: TeamMailSubject & { readonly closesAt: string },
  ): Promise<void>
  /**
   * To every member of both teams of a match that became ready to play (its two teams known, its stage
   * running): whom they play. `url` is the tournament's results.
   */
  matchReady(
    recipient: TeamMailRecipient,
    mail: TeamMailSubject & { readonly opponent: string },
  ): Promise<void>
  /**
   * To every member of the team that did not report a match's result: what the other team reported
   * and until when (ISO) it may be confirmed or disputed before it is confirmed by itself. `url` is
   * the match's page.
   */
  matchReported(
    recipient: TeamMailRecipient,
    mail: TeamMailSubject & MatchOutcome & { readonly answerBy: string },
  ): Promise<void>
  /** To every member of both teams of a disputed match: what the moderator decided and why. */
  disputeDecided(
    recipient: TeamMailRecipient,
    mail: TeamMailSubject & MatchOutcome & { readonly reason: string },
  ): Promise<void>
  /**
   * To every member of both teams of a match whose ready check closed with a team missing: the
   * forfeit written, or (`result` null) that neither team was ready and the moderators decide it.
   */
  matchNoShow(
    recipient: TeamMailRecipient,
    mail: TeamMailSubject & {
      readonly opponent: string
      readonly result: MatchOutcome['result'] | null
    },
  ): Promise<void>
}
