// Скринька організаторів (namespace 'inbox'), `/console/inbox`: окремий фрагмент, щоб інші сторінки консолі його не несли.
import type { BaseTranslation } from '../../i18n-types'

const uk_inbox = {
  title: 'Вхідні',
  lead: 'Звернення з форми контактів і заявки стрімерів. Ми обіцяємо відповідь протягом 2-3 робочих днів (Київ, з понеділка по п’ятницю); прострочені позначено.',
  filters: {
    label: 'Фільтри вхідних',
    status: 'Статус',
    anyStatus: 'Будь-який статус',
    kind: 'Тип',
    anyKind: 'Будь-який тип',
    apply: 'Показати',
    clear: 'Скинути фільтри',
  },
  statuses: { new: 'Нове', in_progress: 'У роботі', done: 'Завершене', spam: 'Спам' },
  kinds: { contact: 'Звернення', streamer: 'Заявка стрімера' },
  count: '{count:number} {{|звернення||звернення|звернень|звернення}}',
  empty: 'Звернень за цими фільтрами немає.',
  columns: {
    received: 'Надійшло',
    from: 'Від кого',
    kind: 'Тип',
    status: 'Статус',
    age: 'Вік',
    assignee: 'Відповідальний',
  },
  age: '{count:number} {{|робочий день||робочі дні|робочих днів|робочого дня}}',
  overdue: 'Прострочено',
  nobody: 'Нікого',
} satisfies BaseTranslation

export default uk_inbox
