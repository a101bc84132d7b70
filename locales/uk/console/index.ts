// Консоль (namespace 'console'): сторінки модераторів і організаторів, `/console`.
import type { BaseTranslation } from '../../i18n-types'

const uk_console = {
  title: 'Консоль',
  lead: 'Тут організатори ведуть турніри, а модератори — команди.',
  nav: {
    label: 'Розділи консолі',
    home: 'Огляд',
    audit: 'Журнал змін',
  },
  home: {
    sections: 'Розділи',
    audit: 'Хто, що й коли змінив: кожна дія модераторів та організаторів.',
    role: 'Ваша роль: {role}',
  },
  roles: {
    player: 'гравець',
    moderator: 'модератор',
    organiser: 'організатор',
  },
  audit: {
    title: 'Журнал змін',
    lead: 'Кожна зміна модераторів та організаторів: хто, що, коли, як було і як стало. Записи не можна змінити.',
    filters: {
      label: 'Фільтри журналу',
      kind: 'Подія',
      anyKind: 'Усі події',
      apply: 'Показати',
      clear: 'Скинути фільтри',
      actor: 'Лише зміни: {name}',
      tournament: 'Лише турнір {id}',
    },
    count: '{count:number} {{|запис||записи|записів|запису}}',
    empty: 'Записів за цими фільтрами немає.',
    columns: {
      when: 'Коли',
      who: 'Хто',
      what: 'Що',
      change: 'Зміна',
    },
    onlyThisPerson: 'Лише цієї людини',
    onlyThisTournament: 'Лише цього турніру',
    before: 'Було',
    after: 'Стало',
    nothing: '—',
    via: {
      cli: 'Система (npm run admin)',
      env: 'Система (ADMIN_EMAIL під час запуску)',
      seed: 'Система (демо-дані)',
    },
    deletedUser: 'Видалений користувач',
    kinds: {
      accountCreated: 'Обліковий запис створено',
      roleGranted: 'Роль надано',
      roleRevoked: 'Роль відкликано',
      accountDisabled: 'Обліковий запис вимкнено',
      accountEnabled: 'Обліковий запис увімкнено',
      accountPasswordSet: 'Пароль установлено',
      tournamentCreated: 'Турнір створено',
      tournamentUpdated: 'Турнір змінено',
      tournamentPublished: 'Турнір опубліковано',
      tournamentUnpublished: 'Турнір повернуто в чернетки',
      tournamentCancelled: 'Турнір скасовано',
      teamConfirmed: 'Команду підтверджено',
      teamRejected: 'Команду відхилено',
      teamDropped: 'Команду знято',
      teamPromoted: 'Команду переведено з листа очікування',
    },
    subjects: {
      user: 'Користувач',
      tournament: 'Турнір',
      team: 'Команда',
    },
  },
  pagination: {
    label: 'Сторінки',
    previous: 'Попередня',
    next: 'Наступна',
    page: 'Сторінка {page} з {pages}',
  },
} satisfies BaseTranslation

export default uk_console
