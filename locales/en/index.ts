import type { Translation } from '../i18n-types'

const en = {
  meta: {
    siteName: 'Vatra Esports',
    skipToContent: 'Skip to content',
  },
  time: {
    // Every time reads `03.12.2026 18:00 (Kyiv, UTC+2)`; a viewer in another zone also sees their own.
    kyiv: 'Kyiv',
    yours: '{time} your time ({offset})',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About',
    tournaments: 'Tournaments',
    services: 'Services',
    // Short enough for the header of a 1024 px screen; the pages' headings say it in full.
    producing: 'For streamers',
    partners: 'Partners',
    media: 'Media',
    contacts: 'Contacts',
    signIn: 'Sign in',
    profile: 'Profile',
    myTournaments: 'My tournaments',
    profileSections: 'Profile sections',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
  },
  language: {
    label: 'Site language',
    uk: 'Укр',
    en: 'Eng',
    ukName: 'Українська',
    enName: 'English',
    switchTo: 'Switch language: {name}',
  },
  footer: {
    legal: 'Legal',
    terms: 'Terms of use',
    policy: 'Privacy policy',
    community: 'Community',
    aboutCommunity: 'About the community',
    streamers: 'Our streamers',
    channels: {
      discord: 'Discord',
      telegram: 'Telegram',
      youtube: 'YouTube',
      twitch: 'Twitch',
      instagram: 'Instagram',
    },
    sections: 'Sections',
    copyright: '© {year} Vatra Esports. Times on this site are Kyiv time.',
    about:
      'An esports community for players, teams, streamers and fans. Tournaments, streams and news in Ukrainian and English.',
  },
  legal: {
    onThisPage: 'On this page',
  },
  error: {
    notFoundTitle: 'Page not found',
    notFoundHeading: 'Page Not Found',
    notFoundDescription: 'There is no page at this address. It may have moved, or the link may be mistyped.',
    internalTitle: 'Internal Server Error',
    internalHeading: 'Internal Server Error',
    internalDescription: 'Something went wrong on our side. Please try reloading the page a little later.',
    unavailableTitle: 'Service Unavailable',
    unavailableHeading: 'Service Unavailable',
    unavailableDescription: 'The site is briefly unavailable. Please reload the page in a few seconds.',
    statusCode: 'Status code',
    backHome: 'Back to home',
    reload: 'Reload the page',
  },
  // The captain's invitation link, shown wherever a team is (My tournaments, the join flow).
  inviteLink: {
    hint: 'Send it to your players: they join with one click.',
    copy: 'Copy invite link',
    copying: 'Copying…',
    fallbackLabel: 'Invite link',
    fallbackHint: 'Your browser did not allow copying: select the link and copy it yourself.',
  },
  toast: {
    close: 'Close notification',
    newVersion: 'A new version of the site is available.',
    reload: 'Reload',
  },
} satisfies Translation

export default en
