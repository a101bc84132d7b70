/**
 * The Discord bot's texts: the teams' and the disputes' messages in the moderators' channel (Ukrainian and English
 * together, ADR 0064) and the answers only the one who clicked sees (in their language). Same keys as
 * `locales/uk/discord.ts`.
 */
import type { discord as uk } from '../uk/discord.ts'

export const discord: typeof uk = {
  kyiv: 'Kyiv',
  status: 'Status',
  states: {
    registered: 'Awaiting a moderator’s decision',
    confirmed: 'Confirmed',
    checked_in: 'Confirmed and checked in',
    waitlisted: 'On the waiting list, place {position}',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn from the tournament',
    incomplete: 'Dropped: not complete when registration closed',
    no_check_in: 'Dropped: did not check in',
  },
  decisions: {
    confirmed: 'Confirmed by {who}, {when}',
    rejected: 'Rejected by {who}, {when}',
    dropped: 'Dropped from the tournament by {who}, {when}',
    promoted: 'Moved up from the waiting list by {who}, {when}',
  },
  reason: 'Reason: {reason}',
  inConsole: '{name} (in the console)',
  tournament: 'Tournament',
  players: 'Players ({size} of {max})',
  captain: 'captain',
  missing: 'Missing',
  lacks: {
    logo: 'a logo',
    players: '{count} {{player|players}}',
    check_in: 'check-in',
    nothing: 'nothing',
  },
  buttons: {
    confirm: 'Confirm',
    reject: 'Reject',
    console: 'Open in the console',
  },
  modal: {
    title: 'Reject the team',
    reason: 'Reason (mailed to the captain)',
  },
  answers: {
    notModerator: 'Only moderators with the role {role} decide on teams. Nothing was changed.',
    unknownAction: 'Unknown action: nothing was changed.',
    notFound: 'This team no longer exists.',
    alreadyDecided: 'Nothing was changed: the team is no longer awaiting a decision (now: {state}).',
    closed: 'Nothing was changed: the tournament no longer takes decisions on teams.',
    accountDisabled: 'Your account on the site is disabled: you cannot decide on teams.',
    reasonInvalid:
      'The reason must have 1 to {max} {{character|characters}}, without control characters. Nothing was changed.',
  },
  disputes: {
    title: 'Disputed result',
    waiting: 'Awaiting a moderator’s decision',
    decidedState: 'Decided',
    match: 'Stage {stage}, round {round}, match {number}',
    reported: 'Reported by {team} ({nickname}): {result}',
    disputed: 'Disputed by {team} ({nickname}): {reason}',
    decided: 'Decided by {who}, {when}: {result}',
    reason: 'Reason of the decision: {reason}',
    otherOutcome:
      '“Uphold the report” keeps the reported result. Any other outcome (another score, a forfeit) is decided on the match page.',
    score: '{team1} {score1}:{score2} {team2}',
    forfeit: '{team} forfeits',
    doubleForfeit: 'both teams forfeit',
    buttons: {
      uphold: 'Uphold the report',
      open: 'Open the match',
    },
    modal: {
      title: 'Uphold the report',
      reason: 'Reason of the decision (both teams see it)',
    },
    answers: {
      notModerator: 'Only moderators with the role {role} decide disputes. Nothing was changed.',
      unknownAction: 'Unknown action: nothing was changed.',
      notFound: 'This report no longer exists.',
      notDisputed: 'Nothing was changed: this dispute is no longer awaiting a decision.',
      accountDisabled: 'Your account on the site is disabled: you cannot decide disputes.',
      reasonInvalid:
        'The reason must have 1 to {max} {{character|characters}}, without control characters. Nothing was changed.',
    },
  },
}
