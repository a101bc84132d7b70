// A tournament's page (namespace 'tournament'): loaded only by that page.
import type { NamespaceTournamentTranslation } from '../../i18n-types'

const en_tournament = {
  title: '{name} — a Vatra Esports tournament',
  description: '{name}: {game}, {format}. Registration, schedule and prize fund.',
  phase: {
    registrationNotStarted: 'Registration has not started',
    registrationOpen: 'Registration open',
    registrationClosed: 'Registration closed',
    gamesInProgress: 'Games in progress',
    gamesFinished: 'Games finished',
  },
  next: {
    registrationNotStarted: 'Registration opens in {time}',
    registrationOpen: 'Registration closes in {time}',
    registrationClosed: 'Games start in {time}',
    gamesInProgress: 'Games end in {time}',
  },
  countdownDays: '{days} {{day|days}} {hours} {{hour|hours}} {minutes} {{minute|minutes}}',
  countdownHours: '{hours} {{hour|hours}} {minutes} {{minute|minutes}} {seconds} {{second|seconds}}',
  facts: 'About the tournament',
  game: 'Game',
  format: 'Format',
  entry: 'Entry',
  free: 'Free',
  fee: 'Fee {amount}',
  prizeFund: 'Prize fund',
  slots: 'Team slots',
  schedule: 'Schedule',
  registrationStart: 'Registration opens',
  registrationEnd: 'Registration closes',
  gamesStart: 'Games start',
  gamesEnd: 'Games end',
  kyivTime: 'Times are Kyiv time.',
  allTournaments: 'All tournaments',
  join: {
    tournamentHeading: 'Registration for {name}',
    tournamentLead: 'Registration for this tournament is open now.',
    backToTournament: 'Back to the tournament',
    invitationHeading: 'Team invitation',
    invitationLead: 'You were invited to join a team.',
    team: 'Team',
    invitation: 'Invitation',
  },
} satisfies NamespaceTournamentTranslation

export default en_tournament
