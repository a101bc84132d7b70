/** The public sections of spec §1, in header order; labels are `nav.<key>` in the dictionaries. */
export const SECTIONS = [
  { key: 'about', path: '/about' },
  { key: 'tournaments', path: '/tournaments' },
  { key: 'services', path: '/services' },
  { key: 'producing', path: '/producing' },
  { key: 'partners', path: '/partners' },
  { key: 'media', path: '/news' },
  { key: 'contacts', path: '/contacts' },
] as const

export type SectionKey = (typeof SECTIONS)[number]['key']
