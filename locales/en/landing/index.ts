// The landing page (namespace 'landing'): the texts of its blocks. The server translates them into the
// page's data (ui/pages/index/+data.ts), so the browser never loads this dictionary.
import type { NamespaceLandingTranslation } from '../../i18n-types'

const en_landing = {
  title: 'Vatra Esports — esports community and tournaments',
  description:
    'Sign up, build your team and play Vatra Esports tournaments. Streams, news and a community for players, streamers, sponsors and fans.',
  hero: {
    eyebrow: 'Esports community',
    title: 'Light up your game',
    lead: 'Build a team, sign up for tournaments and compete with the best. Streamers, sponsors and fans are all here, right next to the game.',
    primary: 'Find a tournament',
    secondary: 'About the community',
  },
  events: {
    heading: 'Tournaments now and soon',
    all: 'All tournaments',
    games: 'Games',
    registrationEnd: 'Registration closes',
    prizeFund: 'Prize fund',
    state: {
      registrationNotStarted: 'Registration opens {time}',
      registrationOpen: 'Registration open until {time}',
      registrationClosed: 'Registration closed',
      gamesInProgress: 'Games in progress',
      gamesFinished: 'Games finished',
    },
  },
  streams: {
    heading: 'Streams',
    all: 'All streamers',
    live: 'Live',
    offline: 'Offline',
    viewers: '{count|grouped} {{viewer|viewers}}',
    join: 'Join live: {name}',
    watch: 'Join live',
    open: 'Channel',
    channel: 'Channel: {name}',
  },
  promo: {
    heading: 'Join in',
    streamers: {
      title: 'Do you stream games?',
      body: 'Become a community streamer: broadcasts of our tournaments, promotion and production support.',
      action: 'Apply now',
    },
    sponsors: {
      title: 'A brand or a sponsor?',
      body: 'Back the scene and the prize pools, right next to the players and their audience.',
      action: 'Become a partner',
    },
  },
  donate: {
    heading: 'Support the community',
    body: 'Donations go to prize pools, servers and the production of our broadcasts.',
    action: 'Donate',
    newTab: '(opens in a new tab)',
  },
  streamerList: {
    heading: 'Our streamers',
    all: 'All streamers',
  },
  latestNews: {
    heading: 'Latest news',
    all: 'All news',
    categories: { news: 'News', cases: 'Case' },
  },
  communityLink: {
    heading: 'Community',
    body: 'Find a team, arrange games and hear the news first.',
  },
  videos: {
    heading: 'Videos',
    play: 'Play video:',
  },
} satisfies NamespaceLandingTranslation

export default en_landing
