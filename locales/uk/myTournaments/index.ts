// Мої турніри (namespace 'myTournaments'): турніри користувача з його командою, `/profile/tournaments`.
import type { BaseTranslation } from '../../i18n-types'

const uk_myTournaments = {
  title: 'Мої турніри',
  lead: 'Турніри, у яких ви граєте, з вашою командою: чого їй ще бракує, її гравці та чек-ін.',
  filters: {
    label: 'Показати турніри',
    all: 'Усі',
    active: 'Активні',
    upcoming: 'Майбутні',
    finished: 'Завершені',
  },
  found: '{count:number} {{|турнір||турніри|турнірів|турніру}}',
  emptyTitle: 'Тут поки немає турнірів',
  emptyBody: 'Приєднайтеся до турніру з командою, і він з’явиться тут.',
  browse: 'Знайти турнір',
  tournamentPage: 'Сторінка турніру',
  games: 'Ігри: {start:string} – {end:string} (за київським часом)',
  team: 'Ваша команда: {name:string}',
  size: '{size:number} з {max:number} {{|гравця||гравців|гравців|гравця}}',
  state: {
    registered: 'Зареєстрована',
    confirmed: 'Підтверджена',
    checked_in: 'Пройшла чек-ін',
    waitlisted: 'У списку очікування',
    dropped: 'Вибула',
  },
  waitlistPosition: 'Місце {position:number} у списку очікування',
  droppedReason: {
    incomplete: 'Коли реєстрація закрилася, команді бракувало логотипа або гравців.',
    no_check_in: 'Команда не пройшла чек-ін.',
    rejected: 'Модератор відхилив команду.',
    withdrawn: 'Команду знято з турніру.',
  },
  missingHeading: 'Ще бракує',
  missing: {
    logo: 'Логотипа команди',
    players:
      'Гравців: у команді {size:number} з {min:number}, потрібно ще {needed:number} {{|гравця||гравці|гравців|гравця}}',
    confirmation: 'Підтвердження модератора',
    check_in: 'Чек-іну',
  },
  ready: 'Усе є: ваша команда готова.',
  registrationCloses:
    'Реєстрація закриється через {time:string}. Команду, якій тоді ще бракуватиме логотипа чи гравців, буде знято.',
  // After 'через' (in …): accusative forms.
  countdownDays:
    '{days:number} {{|день||дні|днів|дня}} {hours:number} {{|годину||години|годин|години}} {minutes:number} {{|хвилину||хвилини|хвилин|хвилини}}',
  countdownHours:
    '{hours:number} {{|годину||години|годин|години}} {minutes:number} {{|хвилину||хвилини|хвилин|хвилини}} {seconds:number} {{|секунду||секунди|секунд|секунди}}',
  checkIn: {
    heading: 'Чек-ін',
    opensIn: 'Чек-ін відкриється через {time:string}.',
    closesIn: 'Чек-ін відкрито, він закриється через {time:string}.',
    button: 'Пройти чек-ін',
    checkingIn: 'Проходимо чек-ін…',
    done: 'Ваша команда пройшла чек-ін.',
    closed: 'Чек-ін закрито.',
    notEligible: 'Чек-ін проходить підтверджена команда або повна команда зі списку очікування.',
  },
  logo: {
    alt: 'Логотип команди {name:string}',
    none: 'Логотипа ще немає',
    choose: 'Вибрати логотип',
    drop: 'або перетягніть зображення сюди.',
    dropZone: 'Логотип команди: перетягніть зображення сюди',
    dropping: 'Відпустіть зображення',
    hint: 'SVG, PNG або JPG, до {max:number} МБ.',
    preview: 'Вибраний логотип',
    uploading: 'Завантаження {name:string}',
    cancel: 'Скасувати',
  },
  players: {
    heading: 'Гравці',
    captain: 'Капітан',
    you: '(ви)',
    contactsOf: 'Контакти гравця {name:string}',
    discord: 'Discord',
    telegram: 'Telegram',
    email: 'Ел. пошта',
    phone: 'Телефон',
    remove: 'Видалити',
    removeLabel: 'Видалити {name:string}',
    removing: 'Видаляємо…',
  },
  addPlayer: {
    heading: 'Додати гравця',
    nickname: 'Нікнейм',
    description: 'Нікнейм гравця, який має обліковий запис на сайті.',
    submit: 'Додати',
    adding: 'Додаємо…',
    full: 'Команда повна.',
  },
  invite: {
    copy: 'Скопіювати посилання-запрошення',
    copying: 'Копіюємо…',
    fallbackLabel: 'Посилання-запрошення',
    fallbackHint: 'Браузер не дозволив скопіювати: виділіть посилання і скопіюйте його самі.',
  },
  removeDialog: {
    title: 'Видалити гравця',
    confirm: 'Видалити',
    cancel: 'Скасувати',
  },
  leave: {
    button: 'Вийти з команди',
    title: 'Вийти з команди',
    body: 'Ви впевнені, що хочете вийти з команди {name:string}?',
    lastPlayer: 'Ви її єдиний гравець: команду буде знято з турніру.',
    confirm: 'Вийти',
    cancel: 'Залишитися',
    leaving: 'Виходимо…',
    captainStays: 'Як капітан ви можете вийти, коли інші гравці вийдуть з команди.',
    left: 'Ви більше не в цій команді.',
  },
} satisfies BaseTranslation

export default uk_myTournaments
