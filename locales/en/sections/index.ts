// Section introductions (namespace 'sections'): loaded only by the section pages.
import type { NamespaceSectionsTranslation } from '../../i18n-types'

const en_sections = {
  soonTitle: 'This section is being prepared',
  soonBody: 'We are filling this section. Meanwhile, explore the other sections of the site or go back home.',
  tournaments: {
    title: 'Tournaments',
    description: 'Vatra Esports tournaments: team registration, schedules, participants, results and prizes.',
    lead: 'Competitions for teams of every level: registration, schedules, brackets and prize pools.',
  },
  services: {
    title: 'Services',
    description:
      'Vatra Esports services: tournament organisation, broadcast production and partner integrations.',
    lead: 'We run tournaments and broadcasts for brands, clubs and communities.',
  },
  producing: {
    title: 'Producing streamers',
    description: 'Streamer production at Vatra Esports: channel growth, content and partnerships.',
    lead: 'We help streamers grow: content, audience, partnerships.',
  },
  partners: {
    title: 'Partners and sponsors',
    description: 'Partners and sponsors of Vatra Esports and ways to work with the esports community.',
    lead: 'Brands that support the community and tournament prize pools.',
  },
  media: {
    title: 'Media',
    description: 'Vatra Esports news and cases: tournament announcements, results and community stories.',
    lead: 'Community news, announcements, results and cases.',
  },
  contacts: {
    title: 'Contacts',
    description: 'Contact Vatra Esports: questions about tournaments, partnerships and collaboration.',
    lead: 'Questions about tournaments, partnerships or collaboration.',
    channels: 'While the contact form is being prepared, write to us in our community channels:',
  },
} satisfies NamespaceSectionsTranslation

export default en_sections
