/**
 * What the community channels (Discord, Telegram) hear of a tournament. Same keys as
 * `locales/uk/announcements.ts`.
 */
export const announcements = {
  kyiv: 'Kyiv',
  registration_opened:
    '📣 Registration for {tournament} ({game}) is open. Sign your team up by {until}: {url}',
  check_in_opened: '✅ Check-in for {tournament} is open until {until}. Captains, check your teams in: {url}',
  games_started: '🎮 The games of {tournament} have begun! Brackets and results: {url}',
  final_standings: '🏆 {tournament} is over. Final standings:\n{podium}\nAll results: {url}',
  place: 'Place {place}: {teams}',
} as const
