/**
 * The seeded partners' logos: a wordmark on a band of the partner's own colour, drawn here as SVG,
 * sanitised as an uploaded SVG is and stored under a new key below `partner-logos/` (one file per
 * partner), served from `/media/...` like every stored image.
 */
import { type ObjectStorage, type StoredImageRecord, storeServerSvg } from '#server/uploads/index.ts'

/** The box every logo is drawn in and shown at (CSS pixels); the image scales inside it. */
export const LOGO_WIDTH = 200
export const LOGO_HEIGHT = 80

export type PartnerLogoStore = (name: string, hue: number) => Promise<StoredImageRecord>

const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** A mark (a rhombus) and the name, white on the partner's colour. */
export const partnerLogoSvg = (name: string, hue: number): string => {
  const size = name.length > 14 ? 17 : name.length > 10 ? 20 : 24
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}">`,
    `<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" rx="14" fill="hsl(${hue} 60% 24%)"/>`,
    `<path d="M30 22 L44 40 L30 58 L16 40 Z" fill="hsl(${hue} 80% 62%)"/>`,
    `<text x="56" y="${40 + size / 3}" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">`,
    escapeXml(name),
    '</text></svg>',
  ].join('')
}

export const createPartnerLogoStore =
  (storage: ObjectStorage): PartnerLogoStore =>
  (name, hue) =>
    storeServerSvg(storage, 'partner-logos', partnerLogoSvg(name, hue))
