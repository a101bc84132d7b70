// The organisers' inbox (namespace 'inbox'), `/console/inbox`: its own chunk, so the other console pages do not carry it.
import type { NamespaceInboxTranslation } from '../../i18n-types'

const en_inbox = {
  title: 'Inbox',
  lead: 'Contact messages and streamer applications. We promise an answer within 2-3 business days (Kyiv, Monday to Friday); messages past it are marked overdue.',
  filters: {
    label: 'Filter the inbox',
    status: 'Status',
    anyStatus: 'Any status',
    kind: 'Kind',
    anyKind: 'Any kind',
    apply: 'Show',
    clear: 'Clear filters',
  },
  statuses: { new: 'New', in_progress: 'In progress', done: 'Done', spam: 'Spam' },
  kinds: { contact: 'Contact message', streamer: 'Streamer application' },
  count: '{count} {{message|messages}}',
  empty: 'No messages match these filters.',
  columns: {
    received: 'Received',
    from: 'From',
    kind: 'Kind',
    status: 'Status',
    age: 'Age',
    assignee: 'Assigned to',
  },
  age: '{count} {{business day|business days}}',
  overdue: 'Overdue',
  nobody: 'Nobody',
} satisfies NamespaceInboxTranslation

export default en_inbox
