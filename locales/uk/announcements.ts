/**
 * Що чують канали спільноти (Discord, Telegram) про турнір. Ті самі ключі, що в
 * `locales/en/announcements.ts`.
 */
export const announcements = {
  kyiv: 'Київ',
  registration_opened:
    '📣 Відкрито реєстрацію на турнір «{tournament}» ({game}). Реєструйте команди до {until}: {url}',
  check_in_opened:
    '✅ Check-in турніру «{tournament}» відкрито до {until}. Капітани, підтвердіть участь своїх команд: {url}',
  games_started: '🎮 Ігри турніру «{tournament}» почалися! Сітка й результати: {url}',
  final_standings: '🏆 Турнір «{tournament}» завершено. Підсумки:\n{podium}\nУсі результати: {url}',
  place: '{place} місце — {teams}',
} as const
