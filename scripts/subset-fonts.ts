/**
 * Writes the web fonts the pages use (ui/styles/fonts/) from the variable fonts of Fontsource's
 * packages, made smaller for the first screen. ui/styles/fonts.css says what each file holds: each
 * keeps the characters of its face's `unicode-range`, every OpenType feature (tabular digits among
 * them), and only its face's `font-weight` (a range of the weight axis for Inter; Unbounded, drawn
 * bold only, becomes a static font of that weight). Inter's and Unbounded's Latin and Cyrillic files
 * go from 146 KiB to 74 KiB together, and every page preloads all four (docs/performance.md).
 *
 * Run after upgrading a Fontsource package or changing a face in fonts.css:
 * `node --experimental-strip-types scripts/subset-fonts.ts`. tests/unit/fonts.test.ts fails while the
 * committed files differ from what this makes.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'

const STYLES_DIR = path.resolve(import.meta.dirname, '..', 'ui', 'styles')
export const FONTS_DIR = path.join(STYLES_DIR, 'fonts')

export const FONT_FILES = [
  { family: 'inter', subset: 'latin' },
  { family: 'inter', subset: 'cyrillic' },
  { family: 'unbounded', subset: 'latin' },
  { family: 'unbounded', subset: 'cyrillic' },
] as const

export type FontFile = (typeof FONT_FILES)[number]

const require = createRequire(import.meta.url)

/** The Fontsource file a font is made from. */
export const sourceOf = ({ family, subset }: FontFile): string =>
  require.resolve(`@fontsource-variable/${family}/files/${family}-${subset}-wght-normal.woff2`)

export const fileOf = ({ family, subset }: FontFile): string =>
  path.join(FONTS_DIR, `${family}-${subset}.woff2`)

/** The characters and weights fonts.css's `@font-face` rule for this file declares. */
const declaredFace = async (font: FontFile) => {
  const css = await readFile(path.join(STYLES_DIR, 'fonts.css'), 'utf8')
  const rule = css
    .split('@font-face')
    .find((block) => block.includes(`./fonts/${font.family}-${font.subset}.woff2`))
  const declarations = new Map(
    (rule ?? '').split(/[;{}]/).map((declaration) => {
      const colon = declaration.indexOf(':')
      return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const
    }),
  )
  const range = declarations.get('unicode-range')
  const weights = declarations.get('font-weight')?.split(/\s+/).map(Number)
  if (!range || !weights)
    throw new Error(`fonts.css declares no unicode-range and font-weight for ${fileOf(font)}`)
  const characters = range.split(',').flatMap((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-')
    const from = Number.parseInt(first, 16)
    return Array.from({ length: Number.parseInt(last, 16) - from + 1 }, (_, index) =>
      String.fromCodePoint(from + index),
    )
  })
  const [min = Number.NaN, max] = weights
  return { characters: characters.join(''), wght: max === undefined ? min : { min, max } }
}

/** The font's file as it should be committed. */
export const subsetFile = async (font: FontFile): Promise<Buffer> => {
  const { characters, wght } = await declaredFace(font)
  return subsetFont(await readFile(sourceOf(font)), characters, {
    targetFormat: 'woff2',
    variationAxes: { wght },
  })
}

if (import.meta.main) {
  for (const font of FONT_FILES) {
    const bytes = await subsetFile(font)
    await writeFile(fileOf(font), bytes)
    console.log(`${path.relative(process.cwd(), fileOf(font))}: ${(bytes.length / 1024).toFixed(1)} KiB`)
  }
  // The fonts' licence (SIL Open Font License 1.1) travels with them.
  for (const family of new Set(FONT_FILES.map((font) => font.family)))
    await copyFile(
      require.resolve(`@fontsource-variable/${family}/LICENSE`),
      path.join(FONTS_DIR, `${family}.LICENSE.txt`),
    )
}
