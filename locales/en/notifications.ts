/** The profile's Telegram section, in English (the Ukrainian base: `../uk/notifications.ts`). */
export const notifications = {
  heading: 'Telegram',
  lead: 'Link Telegram to get notifications about your team and matches from our bot. Until Telegram is linked, every notification comes by e-mail.',
  link: 'Link Telegram',
  openLead:
    'Open the bot in Telegram and press “Start”. The link works for {minutes} {{minute|minutes}} and only once.',
  open: 'Open Telegram',
  newTab: '(opens in Telegram or a new tab)',
  checkLead: 'Then come back here and check the link.',
  check: 'Check the link',
  linked: 'Telegram linked',
  since: 'since {date}',
  choicesLegend: 'How notifications reach you',
  kinds: {
    team_members: 'My team’s players: someone joined or left, or I was removed',
    team_status: 'My team in a tournament: confirmed, rejected, dropped, given a place',
    check_in: 'A tournament’s check-in opened',
    match_ready: 'My next match is ready',
    match_results: 'My matches’ results: the other team reported a score, a moderator decided a dispute',
  },
  choices: {
    email: 'E-mail',
    telegram: 'Telegram',
    both: 'E-mail and Telegram',
  },
  invitationsByEmail: 'Team invitations always come by e-mail.',
  noEmail: 'Your profile has no e-mail address: notifications by e-mail cannot reach you until you add one.',
  save: 'Save',
  unlink: 'Unlink Telegram',
  saved: 'Saved.',
  unlinked: 'Telegram unlinked. Notifications come by e-mail.',
  refused: {
    not_linked: 'Link Telegram first: without it notifications come by e-mail only.',
    invalid: 'Choose how each notification comes.',
    throttled: 'Please wait a few minutes',
    expired: 'The page was open too long. Please send the form again.',
  },
}
