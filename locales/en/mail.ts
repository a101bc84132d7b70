/**
 * Texts of the messages the server sends to people, in English. Same keys as `locales/uk/mail.ts`.
 */
export const mail = {
  brand: 'Vatra Esports',
  // Times read `26.05.2026 17:50 (Kyiv, UTC+3)`: a mail cannot know the reader's zone, so it gives the offset.
  kyiv: 'Kyiv',
  greeting: 'Hello, {nickname}!',
  greetingNoName: 'Hello!',
  linkFallback: 'If the button does not work, copy this link into your browser’s address bar:',
  ignore: 'If you did not ask for this, just ignore this e-mail: nothing will change.',
  automatic: 'This e-mail was sent automatically; there is no need to reply.',
  registration: {
    subject: 'Confirm your Vatra Esports registration',
    intro: 'You started signing up for Vatra Esports. To finish, open the link and set your password.',
    action: 'Confirm registration',
    validity: 'The link is valid for 24 hours and works only once.',
  },
  alreadyRegistered: {
    subject: 'This address is already registered at Vatra Esports',
    intro:
      'Someone (perhaps you) tried to sign up for Vatra Esports with this address, but it already has an account.',
    action: 'Sign in',
    reset: 'Forgot your password? Reset it here:',
    resetAction: 'Reset password',
  },
  passwordReset: {
    subject: 'Reset your Vatra Esports password',
    intro: 'We received a request to change the password of your Vatra Esports account.',
    action: 'Set a new password',
    validity: 'The link is valid for 1 hour and works only once.',
  },
  emailChange: {
    subject: 'Confirm your new Vatra Esports e-mail address',
    intro:
      'This address was entered as the new one in your Vatra Esports profile. Open the link to confirm it; until then you sign in with your old address.',
    action: 'Confirm the address',
    validity: 'The link is valid for 24 hours and works only once.',
  },
  accountChanged: {
    emailChangeRequested: {
      subject: 'A change of your Vatra Esports e-mail address was requested',
      intro:
        'Someone asked in your Vatra Esports profile to change the account’s e-mail address. The new address takes over once it is confirmed with the link sent to it; until then you sign in with this one.',
    },
    phoneChanged: {
      subject: 'Your Vatra Esports phone number was changed',
      intro:
        'The phone number of your Vatra Esports account has just been changed and confirmed with an SMS code.',
    },
    passwordChanged: {
      subject: 'Your Vatra Esports password was changed',
      intro:
        'The password of your Vatra Esports account has just been changed, and every other device was signed out.',
    },
    action: 'Reset password',
    closing:
      'If it was you, there is nothing to do. If not, reset your password at once with the button above.',
  },
  inquiries: {
    subjectContact: 'New message from the site: {name}',
    subjectStreamer: 'New streamer application: {name}',
    introContact: 'A new message came through the form on the Contacts page.',
    introStreamer: 'A new application came through the Producing streamers page.',
    name: 'Name',
    phone: 'Phone or e-mail',
    twitch: 'Twitch',
    discord: 'Discord',
    youtube: 'YouTube',
    message: 'Message',
    locale: 'Page language',
    receivedAt: 'Sent',
    closing:
      'The message is kept in the organiser console’s inbox as new. Please answer within 2-3 business days.',
    reply: {
      subjectContact: 'Re: your message to Vatra Esports',
      subjectStreamer: 'Re: your streamer application to Vatra Esports',
      greeting: 'Hello, {name}!',
      quoted: 'On {date} you wrote:',
      closing: 'To write back, just reply to this e-mail.',
    },
  },
  teams: {
    action: 'Open My tournaments',
    closing: 'You receive this e-mail because of your team in {tournament} at Vatra Esports.',
    playerInvited: {
      subject: '{captain} invites you to {team}',
      intro:
        '{captain}, the captain of {team}, invites you to play with the team in {tournament}. You join only if you accept the invitation in My tournaments; until then the captain sees your nickname only. Not your team? Decline it there.',
      action: 'Answer in My tournaments',
      closing:
        'You receive this e-mail because a captain typed your nickname at Vatra Esports. Nothing changes until you answer.',
    },
    playerJoined: {
      subject: 'New player in {team}: {player}',
      intro: '{player} joined your team {team} in {tournament}.',
    },
    playerLeft: {
      subject: '{player} left {team}',
      intro:
        '{player} left your team {team} in {tournament}. While registration is open, invite another player or share the team’s link.',
    },
    playerRemoved: {
      subject: 'You were removed from {team}',
      intro:
        'The captain removed you from the team {team} in {tournament}. While registration is open, you can join another team or create your own.',
    },
    teamConfirmed: {
      subject: '{team} is confirmed for {tournament}',
      intro:
        'A moderator confirmed your team {team} for {tournament}. Do not miss the check-in before the games.',
    },
    teamDropped: {
      subject: '{team} was dropped from {tournament}',
      incomplete:
        'Your team {team} was dropped from {tournament}: when registration closed, it did not have its logo or enough players.',
      no_check_in:
        'Your team {team} was dropped from {tournament}: it did not check in before check-in closed.',
      rejected: 'A moderator rejected your team {team} for {tournament}.',
    },
    teamRejected: {
      subject: '{team} was removed from {tournament}',
      intro:
        'A moderator removed your team {team} from {tournament}. The moderator’s reason: “{reason}”. Questions? Ask the moderators on Discord.',
    },
    teamPromoted: {
      subject: '{team} got a place in {tournament}',
      intro: 'A place freed up: your team {team} left the waiting list and now holds a slot in {tournament}.',
    },
    checkInOpened: {
      subject: 'Check-in for {tournament} is open',
      intro:
        'Check-in for {tournament} is open. The captain or any player of {team} can check the team in until {closesAt}; a team that does not check in is dropped from the tournament.',
      action: 'Check in',
    },
    matchReady: {
      subject: 'Your next match in {tournament}: {team} vs {opponent}',
      intro:
        'Your opponent is known: your team {team} plays its next match of {tournament} against {opponent}. Get in touch with their captain and be ready for the start.',
      action: 'Open the match',
    },
    matchReported: {
      subject: 'Confirm the result: {team} vs {opponent} in {tournament}',
      intro:
        '{opponent} reported the result of your match in {tournament}: {result}. Confirm it, or dispute it with a reason, by {answerBy}; without an answer by then it is confirmed.',
      action: 'Open the match',
    },
    disputeDecided: {
      subject: 'Dispute decided: {team} vs {opponent} in {tournament}',
      intro:
        'A moderator decided the dispute over your match against {opponent} in {tournament}: {result}. The reason: {reason}',
      action: 'Open the match',
    },
    matchNoShow: {
      subject: 'Ready check closed: {team} vs {opponent} in {tournament}',
      decided:
        'The time to say you are ready for your match against {opponent} in {tournament} ran out with a team missing: {result}. If that is wrong, write to the moderators.',
      moderators:
        'Neither team said it was ready in time for your match against {opponent} in {tournament}. The moderators will decide the match.',
      action: 'Open the match',
    },
    result: {
      score: '{team} {ours} : {theirs} {opponent}',
      teamForfeits: '{team} loses by forfeit',
      opponentForfeits: '{opponent} loses by forfeit',
      bothForfeit: 'both teams lose by forfeit',
    },
  },
  sms: {
    code: 'Your Vatra Esports code: {code}. Valid for 10 minutes.',
  },
}
