/**
 * The demo teams' logos: a badge with the team's initials on a colour of its own. A team needs its
 * logo before registration closes (spec §5), so demo teams without one would be dropped at the close
 * like any real team. Each logo is an SVG made here, sanitised as an uploaded SVG is, and stored under
 * a new key below `team-logos/`, one file per team: a captain who replaces it removes only their own.
 */
import { type ObjectStorage, type StoredImageRecord, storeServerSvg } from '#server/uploads/index.ts'

/** Stores a new logo for the team of that name and answers its record (the `teams.logo` value). */
export type DemoLogoStore = (teamName: string) => Promise<StoredImageRecord>

/** Up to two letters: the first of the name's first two words ("Kyiv Wolves" → "KW"). */
export const initialsOf = (name: string): string =>
  name
    .split(' ')
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .replace(/[^A-Z0-9А-ЯІЇЄҐ]/g, '')

/** A hue in degrees that is the same for the same name. */
const hueOf = (name: string): number => {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  return hash
}

/** The badge: a rounded square in the name's colour, the initials in white. */
export const demoLogoSvg = (name: string): string => {
  const hue = hueOf(name)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">',
    `<rect width="96" height="96" rx="20" fill="hsl(${hue} 55% 32%)"/>`,
    `<rect x="6" y="6" width="84" height="84" rx="16" fill="none" stroke="hsl(${hue} 70% 70%)" stroke-width="3"/>`,
    '<text x="48" y="60" text-anchor="middle" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#ffffff">',
    initialsOf(name),
    '</text></svg>',
  ].join('')
}

export const createDemoLogoStore =
  (storage: ObjectStorage): DemoLogoStore =>
  (teamName) =>
    storeServerSvg(storage, 'team-logos', demoLogoSvg(teamName))
