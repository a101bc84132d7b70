/**
 * Addresses made of names (a tournament's slug, a streamer's address): Ukrainian letters in the
 * national transliteration of 2010 in their in-word forms, other accented Latin letters without
 * their marks, and anything else a boundary between words.
 */

const UKRAINIAN_IN_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ʼ: '',
  "'": '',
  '’': '',
}

const COMBINING_MARKS = /[\u0300-\u036f]/gu
const NOT_LATIN = /[^a-z0-9]+/u

/** `Щедрий Їжак!` → `shchedryi-izhak`: the words in Latin letters and digits, single hyphens, at most `maxLength`. */
export const latinSlug = (text: string, maxLength: number): string => {
  let latin = ''
  for (const character of text.toLowerCase())
    latin += UKRAINIAN_IN_LATIN[character] ?? character.normalize('NFKD').replace(COMBINING_MARKS, '')
  const slug = latin
    .split(NOT_LATIN)
    .filter((word) => word !== '')
    .join('-')
    .slice(0, maxLength)
  // Words are joined by single hyphens: a cut leaves at most one at the end.
  return slug.endsWith('-') ? slug.slice(0, -1) : slug
}
