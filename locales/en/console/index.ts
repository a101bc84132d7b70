// The console (namespace 'console'): the moderators' and organisers' pages, `/console`.
import type { NamespaceConsoleTranslation } from '../../i18n-types'

const en_console = {
  title: 'Console',
  lead: 'Where organisers run tournaments and moderators look after the teams.',
  nav: {
    label: 'Console sections',
    home: 'Overview',
    audit: 'Audit log',
  },
  home: {
    sections: 'Sections',
    audit: 'Who changed what and when: every action of moderators and organisers.',
    role: 'Your role: {role}',
  },
  roles: {
    player: 'player',
    moderator: 'moderator',
    organiser: 'organiser',
  },
  audit: {
    title: 'Audit log',
    lead: 'Every change made by moderators and organisers: who, what, when, before and after. Entries cannot be changed.',
    filters: {
      label: 'Audit log filters',
      kind: 'Event',
      anyKind: 'All events',
      apply: 'Show',
      clear: 'Clear filters',
      actor: 'Only changes by {name}',
      tournament: 'Only tournament {id}',
    },
    count: '{count} {{entry|entries}}',
    empty: 'No entries match these filters.',
    columns: {
      when: 'When',
      who: 'Who',
      what: 'What',
      change: 'Change',
    },
    onlyThisPerson: 'Only this person',
    onlyThisTournament: 'Only this tournament',
    before: 'Before',
    after: 'After',
    nothing: '—',
    via: {
      cli: 'System (npm run admin)',
      env: 'System (ADMIN_EMAIL at start)',
      seed: 'System (demo data)',
    },
    deletedUser: 'Deleted user',
    kinds: {
      accountCreated: 'Account created',
      roleGranted: 'Role granted',
      roleRevoked: 'Role withdrawn',
      accountDisabled: 'Account disabled',
      accountEnabled: 'Account enabled',
      accountPasswordSet: 'Password set',
      tournamentCreated: 'Tournament created',
      tournamentUpdated: 'Tournament edited',
      tournamentPublished: 'Tournament published',
      tournamentUnpublished: 'Tournament back to draft',
      tournamentCancelled: 'Tournament cancelled',
      teamConfirmed: 'Team confirmed',
      teamRejected: 'Team rejected',
      teamDropped: 'Team dropped',
      teamPromoted: 'Team moved up from the waiting list',
    },
    subjects: {
      user: 'User',
      tournament: 'Tournament',
      team: 'Team',
    },
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page} of {pages}',
  },
} satisfies NamespaceConsoleTranslation

export default en_console
