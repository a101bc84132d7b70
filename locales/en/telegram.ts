/** What the Telegram bot writes to players, in English (the Ukrainian base: `../uk/telegram.ts`). */
export const telegram = {
  linked:
    'Done: Telegram is linked to the account {nickname} at Vatra Esports. The notifications you choose in your profile will come here: {profileUrl}\nTo unlink, send /stop.',
  invalidLink:
    'This link no longer works: it was used already, or {minutes} {{minute|minutes}} went by. Open your profile on the site and press “Link Telegram” again: {profileUrl}',
  welcome:
    'This is the Vatra Esports bot. To get notifications about your team and matches here, open your profile on the site and press “Link Telegram”: {profileUrl}',
  alreadyLinked:
    'This chat is linked to the account {nickname} at Vatra Esports. What comes here is chosen in your profile: {profileUrl}\nTo unlink, send /stop.',
  stopped:
    'Telegram is unlinked from the account {nickname}. Notifications come by e-mail again. You can link it again in your profile: {profileUrl}',
  notLinked: 'This chat is not linked to any Vatra Esports account.',
  unlinkedOnSite:
    'Telegram was unlinked from the account {nickname} in the profile on the site. Notifications come by e-mail again.',
}
