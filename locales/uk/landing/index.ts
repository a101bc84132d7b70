// Головна сторінка (namespace 'landing'): тексти її блоків. Їх перекладає сервер у даних сторінки
// (ui/pages/index/+data.ts), тож браузер не завантажує цей словник.
import type { BaseTranslation } from '../../i18n-types'

const uk_landing = {
  title: 'Vatra Esports — кіберспортивна спільнота і турніри',
  description:
    'Реєструйтеся, збирайте команду й грайте в турнірах Vatra Esports. Стріми, новини та спільнота для гравців, стримерів, спонсорів і фанатів.',
  hero: {
    eyebrow: 'Кіберспортивна спільнота',
    title: 'Запали свою гру',
    lead: 'Збирай команду, реєструйся на турніри та змагайся з найкращими. Стримери, спонсори й фанати — усі тут, поруч із грою.',
    primary: 'Обрати турнір',
    secondary: 'Про спільноту',
  },
  events: {
    heading: 'Турніри зараз і незабаром',
    all: 'Усі турніри',
    games: 'Ігри',
    registrationEnd: 'Реєстрація до',
    prizeFund: 'Призовий фонд',
    state: {
      registrationNotStarted: 'Реєстрація відкриється {time:string}',
      registrationOpen: 'Реєстрація відкрита до {time:string}',
      registrationClosed: 'Реєстрацію закрито',
      gamesInProgress: 'Ігри тривають',
      gamesFinished: 'Ігри завершено',
    },
  },
  streams: {
    heading: 'Стріми',
    all: 'Усі стримери',
    live: 'Наживо',
    offline: 'Не в ефірі',
    viewers: '{count:number|grouped} {{|глядач||глядачі|глядачів|глядача}}',
    join: 'Дивитися стрім: {name:string}',
    watch: 'Дивитися стрім',
    open: 'Канал',
    channel: 'Канал: {name:string}',
  },
  promo: {
    heading: 'Долучайтеся',
    streamers: {
      title: 'Стрімите ігри?',
      body: 'Станьте стримером спільноти: трансляції наших турнірів, промо й підтримка продакшну.',
      action: 'Подати заявку',
    },
    sponsors: {
      title: 'Бренд чи спонсор?',
      body: 'Підтримайте сцену й призові фонди та будьте поруч із гравцями й глядачами.',
      action: 'Стати партнером',
    },
  },
  donate: {
    heading: 'Підтримайте спільноту',
    body: 'Внески йдуть на призові фонди, сервери й продакшн трансляцій.',
    action: 'Зробити внесок',
    newTab: '(відкриється в новій вкладці)',
  },
  streamerList: {
    heading: 'Наші стримери',
    all: 'Усі стримери',
  },
  latestNews: {
    heading: 'Останні новини',
    all: 'Усі новини',
    categories: { news: 'Новина', cases: 'Кейс' },
  },
  communityLink: {
    heading: 'Спільнота',
    body: 'Шукайте команду, домовляйтеся про ігри й дізнавайтеся новини першими.',
  },
  videos: {
    heading: 'Відео',
    play: 'Відтворити відео:',
  },
} satisfies BaseTranslation

export default uk_landing
