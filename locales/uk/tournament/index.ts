// A tournament's page (namespace 'tournament'): loaded only by that page.
import type { BaseTranslation } from '../../i18n-types'

const uk_tournament = {
  title: '{name:string} — турнір Vatra Esports',
  description: '{name:string}: {game:string}, формат {format:string}. Реєстрація, розклад і призовий фонд.',
  phase: {
    registrationNotStarted: 'Реєстрація ще не почалася',
    registrationOpen: 'Реєстрація відкрита',
    registrationClosed: 'Реєстрацію закрито',
    gamesInProgress: 'Ігри тривають',
    gamesFinished: 'Ігри завершено',
  },
  next: {
    registrationNotStarted: 'Реєстрація відкриється через {time:string}',
    registrationOpen: 'Реєстрація закриється через {time:string}',
    registrationClosed: 'Ігри почнуться через {time:string}',
    gamesInProgress: 'Ігри завершаться через {time:string}',
  },
  // After 'через' (in …): accusative forms.
  countdownDays:
    '{days:number} {{|день||дні|днів|дня}} {hours:number} {{|годину||години|годин|години}} {minutes:number} {{|хвилину||хвилини|хвилин|хвилини}}',
  countdownHours:
    '{hours:number} {{|годину||години|годин|години}} {minutes:number} {{|хвилину||хвилини|хвилин|хвилини}} {seconds:number} {{|секунду||секунди|секунд|секунди}}',
  facts: 'Про турнір',
  game: 'Гра',
  format: 'Формат',
  entry: 'Участь',
  free: 'Безкоштовно',
  fee: 'Внесок {amount:string}',
  prizeFund: 'Призовий фонд',
  slots: 'Місць для команд',
  schedule: 'Розклад',
  registrationStart: 'Початок реєстрації',
  registrationEnd: 'Кінець реєстрації',
  gamesStart: 'Початок ігор',
  gamesEnd: 'Кінець ігор',
  kyivTime: 'Час київський.',
  allTournaments: 'Усі турніри',
  join: {
    tournamentHeading: 'Реєстрація на {name:string}',
    tournamentLead: 'Реєстрація на цей турнір зараз відкрита.',
    backToTournament: 'Повернутися до турніру',
    invitationHeading: 'Запрошення до команди',
    invitationLead: 'Вас запросили приєднатися до команди.',
    team: 'Команда',
    invitation: 'Запрошення',
  },
} satisfies BaseTranslation

export default uk_tournament
