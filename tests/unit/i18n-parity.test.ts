/**
 * The Ukrainian (base) and English dictionaries must match: the same keys at every depth, the same
 * parameter names in every string (uk writes `{min:number}`, en `{min}`: only names are compared),
 * and no empty text.
 */
import { describe, expect, it } from 'vitest'
import { ALL_TEXTS, NAMESPACES } from './dictionaries.ts'

const { uk, en } = ALL_TEXTS

type Leaf = { readonly path: string; readonly value: unknown }

/** Every leaf of a dictionary with its dotted path; objects and arrays are walked. */
const leaves = (node: unknown, path = ''): Leaf[] => {
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
  }
  return [{ path, value: node }]
}

/** Names of typesafe-i18n parameters: `{name}`, `{name:type}`, `{name?}`, `{name|formatter}`, `{0}`. */
const paramNames = (text: string): string[] => {
  // `{{singular|plural}}` is a plural form, not a parameter.
  const withoutPlurals = text.replace(/\{\{[^}]*\}\}/g, '')
  const names = [...withoutPlurals.matchAll(/\{\s*([^{}:|?\s]+)\s*\??\s*(?::[^{}|]*)?(?:\|[^{}]*)?\}/g)].map(
    (match) => match[1] ?? '',
  )
  return [...new Set(names)].sort()
}

interface Difference {
  readonly onlyInBase: string[]
  readonly onlyInOther: string[]
  readonly kindMismatch: string[]
  readonly paramMismatch: string[]
  readonly empty: string[]
}

const compare = (base: unknown, other: unknown): Difference => {
  const baseLeaves = new Map(leaves(base).map((leaf) => [leaf.path, leaf.value]))
  const otherLeaves = new Map(leaves(other).map((leaf) => [leaf.path, leaf.value]))
  const onlyInBase = [...baseLeaves.keys()].filter((path) => !otherLeaves.has(path))
  const onlyInOther = [...otherLeaves.keys()].filter((path) => !baseLeaves.has(path))
  const kindMismatch: string[] = []
  const paramMismatch: string[] = []
  for (const [path, value] of baseLeaves) {
    if (!otherLeaves.has(path)) continue
    const twin = otherLeaves.get(path)
    if (typeof value !== typeof twin) kindMismatch.push(path)
    else if (typeof value === 'string' && typeof twin === 'string') {
      const [a, b] = [paramNames(value), paramNames(twin)]
      if (a.join(',') !== b.join(',')) paramMismatch.push(`${path}: {${a.join(', ')}} vs {${b.join(', ')}}`)
    }
  }
  const empty = [...baseLeaves, ...otherLeaves]
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([path]) => path)
  return { onlyInBase, onlyInOther, kindMismatch, paramMismatch, empty }
}

const NO_DIFFERENCE: Difference = {
  onlyInBase: [],
  onlyInOther: [],
  kindMismatch: [],
  paramMismatch: [],
  empty: [],
}

describe('dictionary parity', () => {
  const difference = compare(uk, en)

  it('has the same keys in Ukrainian and English, at every depth', () => {
    expect(difference.onlyInBase, 'keys only in locales/uk').toEqual([])
    expect(difference.onlyInOther, 'keys only in locales/en').toEqual([])
    expect(difference.kindMismatch, 'a text in one language is a group in the other').toEqual([])
  })

  it('uses the same parameter names in both languages', () => {
    expect(difference.paramMismatch).toEqual([])
  })

  it('has no empty text in either language', () => {
    expect(difference.empty).toEqual([])
  })

  it('compares every namespace', () => {
    expect(NAMESPACES).toEqual(
      expect.arrayContaining(['account', 'community', 'landing', 'news', 'streamers', 'tournament']),
    )
    for (const namespace of NAMESPACES) expect(Object.keys(en)).toContain(namespace)
  })

  it('is a real dictionary: many texts, some with parameters', () => {
    const texts = leaves(uk)
    expect(texts.length).toBeGreaterThan(50)
    expect(texts.some(({ value }) => typeof value === 'string' && paramNames(value).length > 0)).toBe(true)
  })
})

describe('the parity check itself', () => {
  it('reads parameter names in both notations and ignores plural forms', () => {
    expect(paramNames('От {min:number} до {max: number}')).toEqual(['max', 'min'])
    expect(paramNames('From {min} to {max}')).toEqual(['max', 'min'])
    expect(paramNames('{count} {{item|items}}, {name?} {price|currency} {0}')).toEqual([
      '0',
      'count',
      'name',
      'price',
    ])
    expect(paramNames('No parameters here')).toEqual([])
  })

  it('catches missing keys, extra keys, renamed parameters and empty texts', () => {
    const base = { a: { b: 'Привіт, {name:string}', c: 'x' }, d: 'y' }
    expect(compare(base, { a: { b: 'Hi, {name}', c: 'x' }, d: 'y' })).toEqual(NO_DIFFERENCE)
    expect(compare(base, { a: { b: 'Hi, {name}' }, d: 'y', e: 'z' })).toMatchObject({
      onlyInBase: ['a.c'],
      onlyInOther: ['e'],
    })
    expect(compare(base, { a: { b: 'Hi, {nick}', c: 'x' }, d: 'y' }).paramMismatch).toHaveLength(1)
    expect(compare(base, { a: { b: 'Hi', c: 'x' }, d: 'y' }).paramMismatch).toHaveLength(1)
    expect(compare(base, { a: { b: 'Hi, {name}', c: ' ' }, d: 'y' }).empty).toEqual(['a.c'])
    expect(compare(base, { a: { b: 'Hi, {name}', c: 'x' }, d: { y: 'y' } }).onlyInBase).toEqual(['d'])
  })
})
