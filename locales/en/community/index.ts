// The community's pages (namespace 'community'): contacts with the contact form, producing streamers
// with the streamer application, partners and sponsors, services.
import type { NamespaceCommunityTranslation } from '../../i18n-types'

const en_community = {
  form: {
    name: 'Name',
    nameHint: 'How we should address you: 2 to 50 characters',
    contact: 'Phone or e-mail',
    contactHint: 'A phone number with its country code (e.g. +48 601 234 567) or an e-mail address',
    message: 'Message',
    honeypot: 'Leave this field empty',
    review: 'We review inquiries within 2-3 business days.',
    sentHeading: 'Message sent',
    sentBody:
      'Thank you! We will review it within 2-3 business days and answer you by the phone or e-mail you gave.',
    sendAnother: 'Send another message',
  },
  contacts: {
    title: 'Contacts',
    description: 'Write to Vatra Esports: tournaments, partnerships, broadcasts and collaboration.',
    heading: 'Contacts',
    lead: 'Questions about tournaments, partnerships or collaboration? Leave a message and we will answer.',
    formHeading: 'Write to us',
    messageHint: 'Describe your request: 10 to 2000 characters',
    submit: 'Send',
    channelsHeading: 'Find us online',
    email: 'E-mail',
  },
  producing: {
    title: 'Producing streamers',
    description: 'Streamer production at Vatra Esports: channel growth, content and partnerships. Apply now.',
    heading: 'Producing streamers',
    lead: 'We help Ukrainian streamers grow: from the first broadcast to brand partnerships.',
    streamersLink: 'Meet the streamers we already work with',
    offersHeading: 'What we offer',
    offers: {
      growth: {
        title: 'Channel growth',
        text: 'We review your broadcasts, draw up a content plan and help you find your audience.',
      },
      tournaments: {
        title: 'Tournaments and collaborations',
        text: 'We invite you to cast our tournaments and to stream together with the community’s other streamers.',
      },
      production: {
        title: 'Production',
        text: 'Channel design, overlays, highlight clips and video editing for YouTube.',
      },
      partners: {
        title: 'Brand partnerships',
        text: 'We introduce you to the community’s partners and guide sponsored integrations from brief to report.',
      },
    },
    formHeading: 'Streamer application',
    formLead: 'Tell us about yourself and your channels. Fill in only the ones you have.',
    twitch: 'Twitch',
    twitchHint: 'Channel name or link, optional',
    discord: 'Discord',
    discordHint: 'Your Discord username, optional',
    youtube: 'YouTube',
    youtubeHint: 'Channel name or link, optional',
    messageHint: 'What you stream, how often and what you expect from working with us: 10 to 2000 characters',
    submit: 'Send the application',
  },
  partners: {
    title: 'Partners and sponsors',
    description:
      'Partners and sponsors of Vatra Esports: brands that support the Ukrainian esports community.',
    heading: 'Partners and sponsors',
    lead: 'Brands that support the community, its tournaments and their prize pools.',
    tiers: {
      general: 'General partner',
      partner: 'Partners',
      media: 'Media partners',
    },
    sponsor: 'Sponsor',
    visit: '{name} website',
    empty: 'The list of partners is coming soon.',
    become: 'Want to become a partner?',
    becomeLink: 'Write to us',
  },
  services: {
    title: 'Services',
    description:
      'Vatra Esports services: tournament production, streaming, advertising and community events.',
    heading: 'Services',
    lead: 'What we do for organisers and brands.',
    cta: 'Discuss',
    ctaLabel: 'Discuss the service “{service}”',
    empty: 'The list of services is coming soon.',
  },
} satisfies NamespaceCommunityTranslation

export default en_community
