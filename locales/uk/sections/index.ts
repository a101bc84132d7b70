// Section introductions (namespace 'sections'): loaded only by the section pages.
import type { BaseTranslation } from '../../i18n-types'

const uk_sections = {
  soonTitle: 'Розділ готується',
  soonBody: 'Ми наповнюємо цей розділ. Поки що перегляньте інші розділи сайту або поверніться на головну.',
  tournaments: {
    title: 'Турніри',
    description: 'Турніри Vatra Esports: реєстрація команд, розклад, учасники, результати та призові.',
    lead: 'Змагання для команд будь-якого рівня: реєстрація, розклад, сітки та призові фонди.',
  },
  services: {
    title: 'Послуги',
    description: 'Послуги Vatra Esports: організація турнірів, продакшн трансляцій і партнерські інтеграції.',
    lead: 'Організовуємо турніри й трансляції для брендів, клубів і спільнот.',
  },
  producing: {
    title: 'Продюсування стримерів',
    description: 'Продюсування стримерів у Vatra Esports: розвиток каналу, контент і партнерства.',
    lead: 'Допомагаємо стримерам рости: контент, аудиторія, партнерства.',
  },
  partners: {
    title: 'Партнери і спонсори',
    description: 'Партнери й спонсори Vatra Esports та можливості співпраці з кіберспортивною спільнотою.',
    lead: 'Бренди, які підтримують спільноту та призові фонди турнірів.',
  },
  media: {
    title: 'Медіа',
    description: 'Новини та кейси Vatra Esports: анонси турнірів, результати й історії спільноти.',
    lead: 'Новини спільноти, анонси, результати та кейси.',
  },
  contacts: {
    title: 'Контакти',
    description: 'Зв’яжіться з Vatra Esports: питання про турніри, партнерство і співпрацю.',
    lead: 'Питання щодо турнірів, партнерства чи співпраці.',
    // Only when community channels are configured (COMMUNITY_*_URL), above their links.
    channels: 'Поки форма звернень готується, пишіть нам у наших спільнотах:',
  },
} satisfies BaseTranslation

export default uk_sections
