import type { BaseTranslation } from '../i18n-types'

const uk = {
  meta: {
    siteName: 'Vatra Esports',
    skipToContent: 'Перейти до вмісту',
  },
  time: {
    // Every time reads `03.12.2026 18:00 (Київ, UTC+2)`; a viewer in another zone also sees their own.
    kyiv: 'Київ',
    yours: '{time:string} за вашим часом ({offset:string})',
  },
  nav: {
    label: 'Основна навігація',
    home: 'Головна',
    about: 'Про нас',
    tournaments: 'Турніри',
    services: 'Послуги',
    // Short enough for the header of a 1024 px screen; the pages' headings say it in full.
    producing: 'Стримерам',
    partners: 'Партнери',
    media: 'Медіа',
    contacts: 'Контакти',
    signIn: 'Увійти',
    profile: 'Профіль',
    myTournaments: 'Мої турніри',
    profileSections: 'Розділи профілю',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    menu: 'Меню',
  },
  language: {
    label: 'Мова сайту',
    uk: 'Укр',
    en: 'Eng',
    ukName: 'Українська',
    enName: 'English',
    switchTo: 'Перемкнути мову: {name:string}',
  },
  footer: {
    legal: 'Правове',
    terms: 'Умови використання',
    policy: 'Політика конфіденційності',
    community: 'Спільнота',
    aboutCommunity: 'Про спільноту',
    streamers: 'Наші стримери',
    channels: {
      discord: 'Discord',
      telegram: 'Telegram',
      youtube: 'YouTube',
      twitch: 'Twitch',
      instagram: 'Instagram',
    },
    sections: 'Розділи',
    copyright: '© {year:number} Vatra Esports. Час на сайті — київський.',
    about:
      'Кіберспортивна спільнота для гравців, команд, стримерів і фанатів. Турніри, стріми та новини українською й англійською.',
  },
  legal: {
    onThisPage: 'Зміст',
  },
  error: {
    notFoundTitle: 'Сторінку не знайдено',
    notFoundHeading: 'Сторінку не знайдено',
    notFoundDescription: 'Сторінки за цією адресою немає. Можливо, її перенесли або в посиланні помилка.',
    internalTitle: 'Внутрішня помилка сервера',
    internalHeading: 'Внутрішня помилка сервера',
    internalDescription: 'Щось пішло не так на нашому боці. Спробуйте оновити сторінку трохи згодом.',
    unavailableTitle: 'Сервіс недоступний',
    unavailableHeading: 'Сервіс тимчасово недоступний',
    unavailableDescription: 'Сайт ненадовго недоступний. Оновіть сторінку за кілька секунд.',
    statusCode: 'Код помилки',
    backHome: 'На головну',
    reload: 'Оновити сторінку',
  },
  // The captain's invitation link, shown wherever a team is (My tournaments, the join flow).
  inviteLink: {
    hint: 'Надішліть його гравцям: вони приєднаються одним натиском.',
    copy: 'Скопіювати посилання-запрошення',
    copying: 'Копіюємо…',
    fallbackLabel: 'Посилання-запрошення',
    fallbackHint: 'Браузер не дозволив скопіювати: виділіть посилання і скопіюйте його самі.',
  },
  toast: {
    close: 'Закрити сповіщення',
    newVersion: 'Вийшла нова версія сайту.',
    reload: 'Оновити',
  },
} satisfies BaseTranslation

export default uk
