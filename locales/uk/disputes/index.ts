// Суперечки, що чекають рішення (namespace 'disputes'), `/console/disputes`: окремий фрагмент, щоб інші сторінки консолі його не несли.
import type { BaseTranslation } from '../../i18n-types'

const uk_disputes = {
  title: 'Суперечки',
  lead: 'Матчі, результат яких одна команда повідомила, а інша оскаржила. Матч заморожено, доки модератор не вирішить; рішення з причиною ухвалюють на сторінці матчу, де є звіти, скриншоти й історія.',
  count: '{count:number} {{|суперечка||суперечки|суперечок|суперечки}} чекають рішення',
  empty: 'Суперечок, що чекають рішення, немає.',
  columns: {
    disputed: 'Оскаржено',
    match: 'Матч',
    reported: 'Повідомлено',
    reason: 'Чому оскаржено',
  },
  match: 'Етап {stage:number}, раунд {round:number}, матч {number:number}',
  teams: '{teamA:string} — {teamB:string}',
  score: '{teamA:string} {scoreA:number}–{scoreB:number} {teamB:string}',
  forfeit: 'Технічна поразка: {team:string}',
  doubleForfeit: 'Технічна поразка обом командам',
  reportedBy: '{name:string} ({team:string}), {when:string}',
  disputedBy: '{name:string}',
  someone: 'гравець, що пішов',
  proof: '{count:number} {{|скриншот||скриншоти|скриншотів|скриншота}}',
  open: 'Відкрити матч і вирішити',
  openContext: '({teamA:string} — {teamB:string})',
} satisfies BaseTranslation

export default uk_disputes
