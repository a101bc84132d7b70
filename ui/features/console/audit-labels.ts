import type { AuditKind } from '#core/audit/audit.api.ts'
import type { Translator } from '#ui/shared/i18n/i18n.tsx'

/** Each kind's name in the page's language: a kind added to core does not compile without one. */
export const auditKindLabels = (LL: Translator): Readonly<Record<AuditKind, () => string>> => {
  const K = LL.console.audit.kinds
  return {
    'account.created': K.accountCreated,
    'role.granted': K.roleGranted,
    'role.revoked': K.roleRevoked,
    'account.disabled': K.accountDisabled,
    'account.enabled': K.accountEnabled,
    'account.password_set': K.accountPasswordSet,
    'tournament.created': K.tournamentCreated,
    'tournament.updated': K.tournamentUpdated,
    'tournament.published': K.tournamentPublished,
    'tournament.unpublished': K.tournamentUnpublished,
    'tournament.cancelled': K.tournamentCancelled,
    'team.confirmed': K.teamConfirmed,
    'team.rejected': K.teamRejected,
    'team.dropped': K.teamDropped,
    'team.promoted': K.teamPromoted,
    'stage.drawn': K.stageDrawn,
    'stage.started': K.stageStarted,
    'stage.finished': K.stageFinished,
    'stage.advanced': K.stageAdvanced,
    'match.reported': K.matchReported,
    'match.corrected': K.matchCorrected,
    'match.paused': K.matchPaused,
    'match.resumed': K.matchResumed,
    'battle_royale.recorded': K.battleRoyaleRecorded,
    'battle_royale.corrected': K.battleRoyaleCorrected,
    'payout.recorded': K.payoutRecorded,
    'payout.corrected': K.payoutCorrected,
    'inquiry.status_changed': K.inquiryStatusChanged,
    'inquiry.assigned': K.inquiryAssigned,
    'inquiry.noted': K.inquiryNoted,
    'inquiry.replied': K.inquiryReplied,
    'inquiry.accepted': K.inquiryAccepted,
    'inquiry.exported': K.inquiryExported,
    'inquiry.erased': K.inquiryErased,
    'inquiry.expired': K.inquiryExpired,
  }
}

/** A snapshot's value as one short line: text as it is, anything else as JSON. */
export const snapshotValue = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)

/** The fields an entry's change touched, in the order they first appear. */
export const changedFields = (
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): ReadonlyArray<string> => [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
