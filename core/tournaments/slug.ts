/**
 * A tournament's slug derived from its name: Ukrainian letters transliterated (the national system
 * of 2010, simplified to single spellings), anything else outside a-z and 0-9 a hyphen.
 */
const UKRAINIAN: Readonly<Record<string, string>> = {
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
}

/** Leaves room for a `-2`… suffix under the column's 100 characters. */
const BASE_MAX = 90

/** `Кубок Ватри 2026` → `kubok-vatry-2026`; `tournament` when nothing of the name is left. */
export const slugFromName = (name: string): string => {
  let slug = ''
  for (const character of name.toLowerCase()) {
    const letter = UKRAINIAN[character] ?? character
    const isPlain = /^[a-z0-9]+$/u.test(letter) || letter === ''
    if (isPlain) slug += letter
    else if (!slug.endsWith('-')) slug += '-'
  }
  const trimmed = slug
    .slice(0, BASE_MAX)
    .split('-')
    .filter((part) => part !== '')
    .join('-')
  return trimmed === '' ? 'tournament' : trimmed
}
