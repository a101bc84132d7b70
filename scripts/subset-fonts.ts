/**
 * Writes the web fonts the pages use (ui/styles/fonts/) from the variable fonts of Fontsource's
 * packages, made smaller for the first screen: each keeps the characters of its subset's
 * `unicode-range` (ui/styles/fonts.css), every OpenType feature (tabular digits among them), and only
 * the weights the styles use (`FAMILY_WEIGHTS`). Inter's and Unbounded's Latin and Cyrillic files go
 * from 146 KiB to 74 KiB together, and every page preloads all four (docs/performance.md).
 *
 * Run after upgrading a Fontsource package: `node --experimental-strip-types scripts/subset-fonts.ts`.
 * tests/unit/fonts.test.ts fails while the committed files differ from what this makes.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'

export const FONTS_DIR = path.resolve(import.meta.dirname, '..', 'ui', 'styles', 'fonts')

/**
 * The weights each family is drawn with; fonts.css declares the same. Inter keeps a range of its
 * weight axis; Unbounded, the headings' and the brand's face, is drawn bold only and becomes a static
 * font of that weight (about half the bytes of the variable one).
 */
export const FAMILY_WEIGHTS = {
  inter: { min: 400, max: 800 },
  unbounded: 700,
} as const

type Range = readonly [first: number, last: number]

/** Fontsource's ranges for its `latin` and `cyrillic` files, as fonts.css states them. */
export const SUBSET_RANGES: Readonly<Record<'latin' | 'cyrillic', readonly Range[]>> = {
  latin: [
    [0x0000, 0x00ff],
    [0x0131, 0x0131],
    [0x0152, 0x0153],
    [0x02bb, 0x02bc],
    [0x02c6, 0x02c6],
    [0x02da, 0x02da],
    [0x02dc, 0x02dc],
    [0x0304, 0x0304],
    [0x0308, 0x0308],
    [0x0329, 0x0329],
    [0x2000, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd],
  ],
  cyrillic: [
    [0x0301, 0x0301],
    [0x0400, 0x045f],
    [0x0490, 0x0491],
    [0x04b0, 0x04b1],
    [0x2116, 0x2116],
  ],
}

export const FONT_FACES = [
  { family: 'inter', subset: 'latin' },
  { family: 'inter', subset: 'cyrillic' },
  { family: 'unbounded', subset: 'latin' },
  { family: 'unbounded', subset: 'cyrillic' },
] as const

export type FontFace = (typeof FONT_FACES)[number]

const require = createRequire(import.meta.url)

/** The Fontsource file a face is made from. */
export const sourceOf = ({ family, subset }: FontFace): string =>
  require.resolve(`@fontsource-variable/${family}/files/${family}-${subset}-wght-normal.woff2`)

export const fileOf = ({ family, subset }: FontFace): string =>
  path.join(FONTS_DIR, `${family}-${subset}.woff2`)

export const codePointsOf = (ranges: readonly Range[]): number[] =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => first + index))

/** The face's file as it should be committed. */
export const subsetFace = async (face: FontFace): Promise<Buffer> =>
  subsetFont(
    await readFile(sourceOf(face)),
    String.fromCodePoint(...codePointsOf(SUBSET_RANGES[face.subset])),
    { targetFormat: 'woff2', variationAxes: { wght: FAMILY_WEIGHTS[face.family] } },
  )

if (import.meta.main) {
  for (const face of FONT_FACES) {
    const font = await subsetFace(face)
    await writeFile(fileOf(face), font)
    console.log(`${path.relative(process.cwd(), fileOf(face))}: ${(font.length / 1024).toFixed(1)} KiB`)
  }
  // The fonts' licence (SIL Open Font License 1.1) travels with them.
  for (const family of new Set(FONT_FACES.map((face) => face.family)))
    await copyFile(
      require.resolve(`@fontsource-variable/${family}/LICENSE`),
      path.join(FONTS_DIR, `${family}.LICENSE.txt`),
    )
}
