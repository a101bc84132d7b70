// Streamers (namespace 'streamers'): `/streamers`, `/streamers/{id}`, `/streams/{id}`.
import type { NamespaceStreamersTranslation } from '../../i18n-types'

const en_streamers = {
  list: {
    title: 'Our streamers',
    description:
      'The streamers of the Vatra Esports community: who is live now, how many watch, their channels and videos.',
    heading: 'Our streamers',
    lead: 'The people who stream our community’s tournaments and games. Whoever is live now is at the top.',
    empty: 'No streamers yet. Want to be the first?',
    become: 'Become a community streamer',
  },
  live: 'Live',
  offline: 'Offline',
  viewers: '{count|grouped} {{viewer|viewers}}',
  watchLive: 'Watch live',
  watchLiveOf: 'Watch live: {name}',
  profileOf: 'Streamer page: {name}',
  avatarOf: 'Avatar: {name}',
  platform: {
    twitch: 'Twitch',
    youtube: 'YouTube',
  },
  liveOn: 'Live on {platform}',
  links: {
    heading: 'Channels and communities',
    twitch: 'Twitch',
    youtube: 'YouTube',
    discord: 'Discord',
    telegram: 'Telegram',
    instagram: 'Instagram',
  },
  profile: {
    description: '{name}: a streamer of the Vatra Esports community. Channels, streams and latest videos.',
    about: 'About',
    state: 'Now',
    videos: 'Latest videos',
    noVideos: 'No videos yet.',
    allStreamers: 'All streamers',
  },
  video: {
    play: 'Play video: {title}',
    playerTitle: 'YouTube video: {title}',
    notice: 'The YouTube player loads only when you press play.',
  },
  stream: {
    title: '{name} live',
    offlineTitle: '{name}: offline now',
    description: '{name}’s live stream: the player and the chat.',
    playerTitle: '{name}’s stream on {platform}',
    chatTitle: '{name}’s stream chat',
    offlineHeading: '{name} is offline now',
    offlineBody: 'Follow the streamer’s channels so you do not miss the next stream.',
    startedAt: 'Live since {time}',
    profile: 'Streamer page',
  },
} satisfies NamespaceStreamersTranslation

export default en_streamers
