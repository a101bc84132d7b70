/**
 * The profile's Telegram section (ui/features/profile/TelegramSection.tsx): linking the bot and choosing
 * how notifications come. The server renders the section into the page's data
 * (ui/pages/profile/+data.ts, ADR 0070), so these texts never reach the browser as script. `{name}`
 * marks a parameter.
 */
export const notifications = {
  heading: 'Telegram',
  lead: 'Прив’яжіть Telegram, щоб наш бот надсилав вам сповіщення про команду й матчі. Поки Telegram не прив’язано, усі сповіщення надходять на e-mail.',
  link: 'Прив’язати Telegram',
  openLead:
    'Відкрийте бота в Telegram і натисніть «Start» («Почати»). Посилання діє {minutes} {{|хвилину||хвилини|хвилин|хвилини}} і спрацює лише один раз.',
  open: 'Відкрити Telegram',
  newTab: '(відкриється в Telegram або новій вкладці)',
  checkLead: 'Потім поверніться сюди й перевірте прив’язку.',
  check: 'Перевірити прив’язку',
  linked: 'Telegram прив’язано',
  since: 'з {date}',
  choicesLegend: 'Як надходять сповіщення',
  kinds: {
    team_members: 'Склад команди: хтось приєднався чи вийшов, або вас вилучили',
    team_status: 'Статус команди в турнірі: підтверджено, відхилено, знято, отримано місце',
    check_in: 'Відкрито check-in турніру',
    match_ready: 'Мій наступний матч готовий',
    match_results: 'Результати моїх матчів: суперник повідомив рахунок, модератор вирішив спір',
  },
  choices: {
    email: 'E-mail',
    telegram: 'Telegram',
    both: 'E-mail і Telegram',
  },
  invitationsByEmail: 'Запрошення до команди завжди надходять на e-mail.',
  noEmail: 'У профілі немає e-mail: сповіщення на пошту не надійдуть, доки ви її не додасте.',
  save: 'Зберегти',
  unlink: 'Відв’язати Telegram',
  saved: 'Збережено.',
  unlinked: 'Telegram відв’язано. Сповіщення надходитимуть на e-mail.',
  refused: {
    not_linked: 'Спершу прив’яжіть Telegram: без нього сповіщення надходять лише на e-mail.',
    invalid: 'Оберіть, як надходить кожне сповіщення.',
    throttled: 'Зачекайте кілька хвилин',
    expired: 'Сторінка була відкрита надто довго. Надішліть форму ще раз.',
  },
}
