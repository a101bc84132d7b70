/**
 * Who the teams' use cases mail, and with what: every member of a team (after the change, read in its
 * transaction, so a rolled-back change mails nobody), or one player. The mails themselves are the
 * `TeamMailer`'s; a member reachable neither by e-mail nor in Telegram gets none.
 */
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { TeamMailer, TeamMailRecipient, TeamMailSubject } from '../ports.ts'
import { teamMailSubject } from '../ports.ts'
import type { MemberRow, PlayerContact, TeamHead, TeamRepository } from '../repository.ts'

export interface TeamMails {
  /** What a mail about the team names, with its link in the recipient's language. */
  subjectFor(head: TeamHead, locale: Locale): TeamMailSubject
  /** Mails every member of each team with `send`. */
  toMembers(
    tx: TeamRepository,
    teamIds: ReadonlyArray<string>,
    send: (recipient: TeamMailRecipient, head: TeamHead) => Promise<void>,
  ): Promise<void>
  /**
   * To every member of a team a moderator took out: `teamDropped` (rejected), or to its captain the
   * moderator's `reason` when there is one.
   */
  removed(tx: TeamRepository, teamId: string, reason: string | undefined): Promise<void>
  /** To every member of the teams that moved up from the waiting list. */
  promoted(tx: TeamRepository, teamIds: ReadonlyArray<string>): Promise<void>
  /** To the team's other members: `player` joined. */
  joined(
    tx: TeamRepository,
    head: TeamHead,
    player: { readonly id: string; readonly username: string },
  ): Promise<void>
  /** To the team's remaining members: `player` left on their own. */
  left(
    tx: TeamRepository,
    head: TeamHead,
    player: { readonly id: string; readonly username: string },
  ): Promise<void>
  /** To one player (nothing when neither an address nor a Telegram link reaches them). */
  toPlayer(player: PlayerContact, send: (recipient: TeamMailRecipient) => Promise<void>): Promise<void>
  readonly mailer: TeamMailer
}

/** A member with an e-mail address or a linked Telegram, where their notices go by their choice. */
const recipientOf = (player: {
  readonly userId: string
  readonly email: string | null
  readonly telegramLinked: boolean
  readonly locale: MemberRow['locale']
  readonly username: string
}): TeamMailRecipient | undefined =>
  player.email || player.telegramLinked
    ? { to: player.email, locale: player.locale, nickname: player.username, userId: player.userId }
    : undefined

const recipientsOf = (members: ReadonlyArray<MemberRow>): TeamMailRecipient[] =>
  members.flatMap((member) => recipientOf(member) ?? [])

export const createTeamMails = (mailer: TeamMailer, publicUrl: string): TeamMails => {
  const subjectFor = (head: TeamHead, locale: Locale) =>
    teamMailSubject(publicUrl, locale, { teamName: head.team.name, tournamentName: head.tournament.name })
  const toMembers: TeamMails['toMembers'] = async (tx, teamIds, send) => {
    if (teamIds.length === 0) return
    const heads = await tx.heads(teamIds)
    const members = await tx.members(teamIds)
    for (const head of heads) {
      for (const recipient of recipientsOf(members.get(head.team.id) ?? [])) await send(recipient, head)
    }
  }
  return {
    mailer,
    subjectFor,
    toMembers,
    removed: async (tx, teamId, reason) => {
      const [head] = await tx.heads([teamId])
      if (!head) return
      const members = (await tx.members([teamId])).get(teamId) ?? []
      for (const member of members) {
        const [recipient] = recipientsOf([member])
        if (!recipient) continue
        const subject = subjectFor(head, recipient.locale)
        await (reason !== undefined && member.userId === head.team.captainId
          ? mailer.teamRejected(recipient, { ...subject, reason })
          : mailer.teamDropped(recipient, { ...subject, reason: 'rejected' }))
      }
    },
    promoted: (tx, teamIds) =>
      toMembers(tx, teamIds, (recipient, head) =>
        mailer.teamPromoted(recipient, subjectFor(head, recipient.locale)),
      ),
    joined: async (tx, head, player) => {
      const members = await tx.members([head.team.id])
      const others = (members.get(head.team.id) ?? []).filter((member) => member.userId !== player.id)
      for (const recipient of recipientsOf(others)) {
        await mailer.playerJoined(recipient, {
          ...subjectFor(head, recipient.locale),
          player: player.username,
        })
      }
    },
    left: (tx, head, player) =>
      toMembers(tx, [head.team.id], (recipient) =>
        mailer.playerLeft(recipient, { ...subjectFor(head, recipient.locale), player: player.username }),
      ),
    toPlayer: async (player, send) => {
      const recipient = recipientOf({ ...player, userId: player.id })
      if (recipient) await send(recipient)
    },
  }
}
