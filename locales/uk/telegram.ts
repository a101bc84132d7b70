/**
 * What the Telegram bot writes to players (server/notifications): its answers to /start and /stop and
 * the word of an unlink made on the site. Used by the server only, never shipped to browsers. The
 * team notifications it sends are the team mails' texts (`mail.ts`), laid out for a chat. `{name}`
 * marks a parameter.
 */
export const telegram = {
  linked:
    'Готово: Telegram прив’язано до акаунта {nickname} на Vatra Esports. Сюди надходитимуть сповіщення, які ви оберете в профілі: {profileUrl}\nЩоб відв’язати, надішліть /stop.',
  invalidLink:
    'Це посилання вже не діє: ним уже скористалися, або минуло {minutes} {{|хвилину||хвилини|хвилин|хвилини}}. Відкрийте профіль на сайті й натисніть «Прив’язати Telegram» ще раз: {profileUrl}',
  welcome:
    'Це бот Vatra Esports. Щоб отримувати тут сповіщення про свою команду й матчі, відкрийте профіль на сайті й натисніть «Прив’язати Telegram»: {profileUrl}',
  alreadyLinked:
    'Цей чат прив’язано до акаунта {nickname} на Vatra Esports. Що надсилати сюди, обирається в профілі: {profileUrl}\nЩоб відв’язати, надішліть /stop.',
  stopped:
    'Telegram відв’язано від акаунта {nickname}. Сповіщення знову надходитимуть на e-mail. Прив’язати знову можна в профілі: {profileUrl}',
  notLinked: 'Цей чат не прив’язано до жодного акаунта Vatra Esports.',
  unlinkedOnSite:
    'Telegram відв’язано від акаунта {nickname} у профілі на сайті. Сповіщення знову надходитимуть на e-mail.',
}
