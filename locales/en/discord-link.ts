/** The profile's Discord section, in English (the Ukrainian base: `../uk/discord-link.ts`). */
export const discordLink = {
  heading: 'Discord',
  lead: 'Link Discord to sign in with it in one click. A moderator’s decisions in the tournament’s Discord channel are recorded under your account.',
  link: 'Link Discord',
  linked: 'Discord linked',
  since: 'since {date}',
  unlink: 'Unlink Discord',
  onlyWay:
    'Discord is the only way to sign in to this account. To unlink it, set a password first: “Forgot password?” on the sign-in page mails you a link.',
  outcomes: {
    linked: 'Discord is linked. You can sign in with it now.',
    taken:
      'This Discord account is already linked to another Vatra account. Sign in with Discord, unlink it there, then try again.',
    unlinked: 'Discord is unlinked. Signing in with it no longer leads to this account.',
  },
  refused: {
    last_sign_in: 'Discord is the only way to sign in to this account: set a password first.',
    not_linked: 'Discord is no longer linked.',
    expired: 'The page was open too long. Please send the form again.',
  },
}
