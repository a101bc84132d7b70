import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { FONT_FACES, type FontFace, fileOf, sourceOf, subsetFace } from '../../scripts/subset-fonts.ts'

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
const faceRule = (css: string, face: FontFace): string => {
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

describe.each(FONT_FACES)('the $family $subset web font', (face) => {
  it('is what scripts/subset-fonts.ts makes from the installed Fontsource package', async () => {
    expect(Buffer.compare(await readFile(fileOf(face)), await subsetFace(face))).toBe(0)
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

  it('draws every weight the stylesheets ask for, and fonts.css declares its weight range', async () => {
    const axis = (await openFace(fileOf(face))).getAxisInfos().wght
    if (!axis) throw new Error('the font keeps its weight axis')
    const css = await Promise.all((await cssFiles(UI)).map((file) => readFile(file, 'utf8')))
    const weights = css.flatMap((text) =>
      [...text.matchAll(/font-weight:\s*(\d{3})\s*;/g)].map((match) => Number(match[1])),
    )
    // Unstyled text is 400; <strong> and <th> are 700.
    for (const weight of [400, 700, ...weights]) {
      expect(weight).toBeGreaterThanOrEqual(axis.min)
      expect(weight).toBeLessThanOrEqual(axis.max)
    }
    expect(weights).toEqual(expect.arrayContaining([600, 700, 800]))
    const rule = faceRule(await readFile(path.join(UI, 'styles', 'fonts.css'), 'utf8'), face)
    expect(rule).toContain(`font-weight: ${axis.min} ${axis.max};`)
  })
})

it('Inter’s Latin file, which draws the digits, keeps their tabular forms (font-variant-numeric)', async () => {
  const inter = await openFace(fileOf({ family: 'inter', subset: 'latin' }))
  expect(inter.getTableFeatureTags('GSUB')).toContain('tnum')
})
