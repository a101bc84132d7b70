/** A TeamMailer that records what the use cases asked to send, for tests to assert on. */
import type { TeamMailer, TeamMailRecipient } from '#server/teams/index.ts'

export interface RecordedTeamMail {
  readonly template: keyof TeamMailer
  readonly to: string | null
  readonly locale: TeamMailRecipient['locale']
  readonly mail: Readonly<Record<string, string>>
}

export interface RecordingTeamMailer extends TeamMailer {
  readonly sent: RecordedTeamMail[]
}

export const createRecordingTeamMailer = (): RecordingTeamMailer => {
  const sent: RecordedTeamMail[] = []
  const record =
    (template: keyof TeamMailer) =>
    async (recipient: TeamMailRecipient, mail: object): Promise<void> => {
      sent.push({
        template,
        to: recipient.to,
        locale: recipient.locale,
        mail: { ...(mail as Record<string, string>) },
      })
    }
  return {
    sent,
    playerInvited: record('playerInvited'),
    playerJoined: record('playerJoined'),
    playerLeft: record('playerLeft'),
    playerRemoved: record('playerRemoved'),
    teamConfirmed: record('teamConfirmed'),
    teamDropped: record('teamDropped'),
    teamRejected: record('teamRejected'),
    teamPromoted: record('teamPromoted'),
    checkInOpened: record('checkInOpened'),
    matchReady: record('matchReady'),
    matchReported: record('matchReported'),
    disputeDecided: record('disputeDecided'),
    matchNoShow: record('matchNoShow'),
  }
}
