/**
 * What the end-to-end server holds before it starts (`seed-e2e.ts`) that a test cannot make through
 * the API because it depends on time: a captain of a confirmed team in the demo league whose check-in
 * is open (the seed keeps it open whatever the hour), one per language, each signing in by e-mail.
 * Plain data: the seeding script and the tests both read it.
 */
export const CHECK_IN_LEAGUE = 'dota-2-dnipro-league'

export const CHECK_IN_CAPTAINS = {
  uk: {
    nickname: 'CheckInCaptainUk',
    email: 'check-in-captain-uk@e2e.example',
    password: 'Check-in-captain-1',
  },
  en: {
    nickname: 'CheckInCaptainEn',
    email: 'check-in-captain-en@e2e.example',
    password: 'Check-in-captain-1',
  },
} as const
