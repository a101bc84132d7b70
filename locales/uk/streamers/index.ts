// Стримери (namespace 'streamers'): `/streamers`, `/streamers/{id}`, `/streams/{id}`.
import type { BaseTranslation } from '../../i18n-types'

const uk_streamers = {
  list: {
    title: 'Наші стримери',
    description:
      'Стримери спільноти Vatra Esports: хто зараз в ефірі, скільки глядачів, їхні канали та відео.',
    heading: 'Наші стримери',
    lead: 'Ті, хто стрімить турніри та ігри нашої спільноти. Хто в ефірі зараз — угорі списку.',
    empty: 'Стримерів поки немає. Хочете стати першим?',
    become: 'Стати стримером спільноти',
  },
  live: 'Наживо',
  offline: 'Не в ефірі',
  viewers: '{count:number|grouped} {{|глядач||глядачі|глядачів|глядача}}',
  watchLive: 'Дивитися наживо',
  watchLiveOf: 'Дивитися наживо: {name:string}',
  profileOf: 'Сторінка стримера: {name:string}',
  avatarOf: 'Аватар: {name:string}',
  platform: {
    twitch: 'Twitch',
    youtube: 'YouTube',
  },
  liveOn: 'Наживо на {platform:string}',
  links: {
    heading: 'Канали та спільноти',
    twitch: 'Twitch',
    youtube: 'YouTube',
    discord: 'Discord',
    telegram: 'Telegram',
    instagram: 'Instagram',
  },
  profile: {
    description: '{name:string}: стример спільноти Vatra Esports. Канали, ефіри та останні відео.',
    about: 'Про стримера',
    state: 'Зараз',
    videos: 'Останні відео',
    noVideos: 'Відео поки немає.',
    allStreamers: 'Усі стримери',
  },
  video: {
    play: 'Відтворити відео: {title:string}',
    playerTitle: 'Відео YouTube: {title:string}',
    notice: 'Програвач YouTube завантажується лише після натискання.',
  },
  stream: {
    title: '{name:string} наживо',
    offlineTitle: '{name:string}: зараз не в ефірі',
    description: 'Ефір {name:string} наживо: програвач і чат.',
    playerTitle: 'Трансляція {name:string} на {platform:string}',
    chatTitle: 'Чат трансляції {name:string}',
    offlineHeading: '{name:string} зараз не в ефірі',
    offlineBody: 'Підпишіться на канали стримера, щоб не пропустити наступний ефір.',
    startedAt: 'В ефірі з {time:string}',
    profile: 'Сторінка стримера',
  },
} satisfies BaseTranslation

export default uk_streamers
