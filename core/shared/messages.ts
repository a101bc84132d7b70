/**
 * Keys of the flow messages the machines put in their context or in toasts (spec §8). Their
 * texts are `flows` in `locales/{uk,en}/flows.ts`; a unit test keeps both lists in step.
 */
import type { MessageRef } from '#core/shared/validation/message.ts'

export const FLOW_MESSAGE_KEYS = [
  'somethingWentWrong',
  'pleaseWait',
  'incorrectCode',
  'codeSendFailed',
  'codeSent',
  'invalidCredentials',
  'wrongEmailOrPassword',
  'signInFailed',
  'joinTeamFailed',
  'createTeamFailed',
  'joinedTeam',
  'createdTeam',
  'registrationClosed',
  'profileIncomplete',
  'teamFull',
  'alreadyInTeam',
  'teamLogoRequired',
  'avatarUpdated',
  'profileUpdated',
  'passwordUpdated',
  'avatarRemoved',
  'phoneUpdated',
  'teamLogoUpdated',
  'teamLogoFailed',
  'invitationSent',
  'invitePlayerFailed',
  'inviteeAlreadyMember',
  'inviteTeamFull',
  'inviteTeamDropped',
  'invitationWithdrawn',
  'withdrawInvitationFailed',
  'invitationDeclined',
  'declineInvitationFailed',
  'playerRemoved',
  'removePlayerFailed',
  'linkCopied',
  'copyFailed',
  'inviteLinkReplaced',
  'replaceInviteLinkFailed',
  'leftTeam',
  'leaveTeamFailed',
  'checkedIn',
  'checkInFailed',
  'messageSent',
  'accountCreated',
  'passwordChanged',
  'formExpired',
  'formRenewed',
  'sentTooSoon',
] as const

export type FlowMessageKey = (typeof FLOW_MESSAGE_KEYS)[number]

/**
 * The console's toasts (staff only). Their texts are the console's own (`messages` of
 * `locales/{uk,en}/console`), so that no public page's first load carries them; the toasts find them
 * when a key is none of the flows'.
 */
export const CONSOLE_MESSAGE_KEYS = [
  'teamsConfirmed',
  'teamsNotConfirmed',
  'teamRejected',
  'teamDropped',
  'teamPromoted',
  'noFreeSlot',
  'teamStateChanged',
  'tournamentCreated',
  'tournamentSaved',
  'tournamentPublished',
  'tournamentUnpublished',
  'tournamentCancelled',
  'tournamentCoverUpdated',
  'stageDrawn',
  'stageStarted',
  'stageFinished',
  'stageAdvanced',
  'roundPaired',
  'matchReported',
  'matchCorrected',
  'lobbyRecorded',
  'payoutRecorded',
  'payoutChanged',
  'roleNowPlayer',
  'roleNowModerator',
  'roleNowOrganiser',
  'accountDisabled',
  'accountEnabled',
] as const

export type ConsoleMessageKey = (typeof CONSOLE_MESSAGE_KEYS)[number]
export type FlowMessage = MessageRef<FlowMessageKey>
