import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { FONT_FILES, type FontFile, fileOf, sourceOf, subsetFile } from '../../scripts/subset-fonts.ts'

// The committed web fonts (ui/styles/fonts/) against the Fontsource files they are made from and the
// stylesheets that use them.

const UI = path.resolve(import.meta.dirname, '..', '..', 'ui')

const openFace = async (file: string): Promise<Face> =>
  new Face(new Blob(await fontverter.convert(await readFile(file), 'truetype')), 0)

const cssFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true }))
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file))

/** fonts.css's `@font-face` rule whose source is this face's file. */
const faceRule = (css: string, face: FontFile): string => {
  const rule = css
    .split('@font-face')
    .find((block) => block.includes(`./fonts/${face.family}-${face.subset}.woff2`))
  if (!rule) throw new Error(`fonts.css has no face for ${face.family}-${face.subset}.woff2`)
  return rule
}

/** The code points a CSS `unicode-range` names (`U+0301, U+0400-045F, …`). */
const rangeCodePoints = (rule: string): Set<number> => {
  const value = /unicode-range:([^;]*);/.exec(rule)?.[1] ?? ''
  const points = new Set<number>()
  for (const part of value.split(',')) {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-')
    for (let point = Number.parseInt(first, 16); point <= Number.parseInt(last, 16); point++)
      points.add(point)
  }
  return points
}

const readWeightClass = (os2: Uint8Array | undefined): number => {
  if (!os2) throw new Error('the font has an OS/2 table')
  return new DataView(os2.buffer, os2.byteOffset, os2.byteLength).getUint16(4)
}

/**
 * The weights the stylesheets draw a family with. Body text (Inter) is every weight a rule names,
 * 400 unstyled and 700 for <strong> and <th>; the display face (Unbounded) is the weight of each rule
 * that sets `var(--font-display)`, which must name one, or it would inherit the text's weight.
 */
const stylesheetWeights = async (family: FontFile['family']): Promise<number[]> => {
  const css = (await Promise.all((await cssFiles(UI)).map((file) => readFile(file, 'utf8')))).join('\n')
  const weightOf = (rule: string): number | undefined => {
    const weight = /font-weight:\s*(\d{3})\s*;/.exec(rule)?.[1]
    return weight === undefined ? undefined : Number(weight)
  }
  if (family === 'inter')
    return [400, 700, ...[...css.matchAll(/font-weight:\s*(\d{3})\s*;/g)].map((match) => Number(match[1]))]
  const displayRules = css.split('}').filter((rule) => rule.includes('font-family: var(--font-display)'))
  expect(displayRules.length).toBeGreaterThan(3)
  return displayRules.map((rule) => {
    const weight = weightOf(rule)
    if (weight === undefined)
      throw new Error(`a rule sets the display font without its weight: ${rule.trim()}`)
    return weight
  })
}

describe.each(FONT_FILES)('the $family $subset web font', (face) => {
  it('is what scripts/subset-fonts.ts makes from the installed Fontsource package', async () => {
    expect(Buffer.compare(await readFile(fileOf(face)), await subsetFile(face))).toBe(0)
  })

  it('has every character of its face’s unicode-range that the original has, and none besides', async () => {
    const range = rangeCodePoints(
      faceRule(await readFile(path.join(UI, 'styles', 'fonts.css'), 'utf8'), face),
    )
    expect(range.size).toBeGreaterThan(face.subset === 'latin' ? 300 : 100)
    const original = [...(await openFace(sourceOf(face))).collectUnicodes()].filter((point) =>
      range.has(point),
    )
    const kept = [...(await openFace(fileOf(face))).collectUnicodes()]
    expect(kept.toSorted((a, b) => a - b)).toEqual(original.toSorted((a, b) => a - b))
  })

  it('keeps the original’s OpenType features (a Cyrillic file drops those only its digits had)', async () => {
    const [original, kept] = await Promise.all([openFace(sourceOf(face)), openFace(fileOf(face))])
    for (const table of ['GSUB', 'GPOS'] as const) {
      const originalTags = new Set(original.getTableFeatureTags(table))
      const keptTags = new Set(kept.getTableFeatureTags(table))
      if (face.subset === 'latin') expect(keptTags).toEqual(originalTags)
      else for (const tag of keptTags) expect(originalTags).toContain(tag)
    }
  })

  it('draws every weight the stylesheets ask of its family, and fonts.css declares the same', async () => {
    const font = await openFace(fileOf(face))
    const axis = font.getAxisInfos().wght
    // A static font's weight is its OS/2 table's usWeightClass (a 16-bit number at byte 4).
    const os2 = font.referenceTable('OS/2')
    const weights = axis
      ? { min: axis.min, max: axis.max }
      : { min: readWeightClass(os2), max: readWeightClass(os2) }
    const asked = await stylesheetWeights(face.family)
    expect(asked.length).toBeGreaterThan(0)
    for (const weight of asked) {
      expect(weight).toBeGreaterThanOrEqual(weights.min)
      expect(weight).toBeLessThanOrEqual(weights.max)
    }
    const declared = weights.min === weights.max ? `${weights.min}` : `${weights.min} ${weights.max}`
    const rule = faceRule(await readFile(path.join(UI, 'styles', 'fonts.css'), 'utf8'), face)
    expect(rule).toContain(`font-weight: ${declared};`)
  })
})

it('Inter’s Latin file, which draws the digits, keeps their tabular forms (font-variant-numeric)', async () => {
  const inter = await openFace(fileOf({ family: 'inter', subset: 'latin' }))
  expect(inter.getTableFeatureTags('GSUB')).toContain('tnum')
})
