// The disputes waiting for a decision (namespace 'disputes'), `/console/disputes`: its own chunk, so the other console pages do not carry it.
import type { NamespaceDisputesTranslation } from '../../i18n-types'

const en_disputes = {
  title: 'Disputes',
  lead: 'Matches one team reported and the other disputed. The match is frozen until a moderator decides; the decision, with its reason, is taken on the match page, where the reports, screenshots and history are.',
  count: '{count} {{dispute waits|disputes wait}} for a decision',
  empty: 'No disputes are waiting for a decision.',
  columns: {
    disputed: 'Disputed',
    match: 'Match',
    reported: 'Reported',
    reason: 'Why it is disputed',
  },
  match: 'Stage {stage}, round {round}, match {number}',
  teams: '{teamA} vs {teamB}',
  score: '{teamA} {scoreA}–{scoreB} {teamB}',
  forfeit: '{team} forfeits',
  doubleForfeit: 'Both teams forfeit',
  reportedBy: 'by {name} ({team}), {when}',
  disputedBy: 'by {name}',
  someone: 'a player who left',
  proof: '{count} {{screenshot|screenshots}}',
  open: 'Open the match and decide',
  openContext: '({teamA} vs {teamB})',
} satisfies NamespaceDisputesTranslation

export default en_disputes
