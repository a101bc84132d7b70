/**
 * The Ukrainian (base) and English dictionaries must match: the same keys at every depth, the same
 * parameter names in every string (uk writes `{min:number}`, en `{min}`: only names are compared),
 * and no empty text.
 */
import { describe, expect, it } from 'vitest'
import enAccount from '#locales/en/account/index.ts'
import { api as enApi } from '#locales/en/api.ts'
import enAuth from '#locales/en/auth/index.ts'
import enDocuments from '#locales/en/documents/index.ts'
import enBase from '#locales/en/index.ts'
import enLanding from '#locales/en/landing/index.ts'
import { mail as enMail } from '#locales/en/mail.ts'
import enMyTournaments from '#locales/en/myTournaments/index.ts'
import enSections from '#locales/en/sections/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import ukAccount from '#locales/uk/account/index.ts'
import { api as ukApi } from '#locales/uk/api.ts'
import ukAuth from '#locales/uk/auth/index.ts'
import ukDocuments from '#locales/uk/documents/index.ts'
import ukBase from '#locales/uk/index.ts'
import ukLanding from '#locales/uk/landing/index.ts'
import { mail as ukMail } from '#locales/uk/mail.ts'
import ukMyTournaments from '#locales/uk/myTournaments/index.ts'
import ukSections from '#locales/uk/sections/index.ts'
import ukTournament from '#locales/uk/tournament/index.ts'

// Namespaces and the server's API and mail texts are compared like the rest of the dictionary.
const uk = {
  ...ukBase,
  account: ukAccount,
  auth: ukAuth,
  landing: ukLanding,
  myTournaments: ukMyTournaments,
  documents: ukDocuments,
  sections: ukSections,
  tournament: ukTournament,
  api: ukApi,
  mail: ukMail,
}
const en = {
  ...enBase,
  account: enAccount,
  auth: enAuth,
  landing: enLanding,
  myTournaments: enMyTournaments,
  documents: enDocuments,
  sections: enSections,
  tournament: enTournament,
  api: enApi,
  mail: enMail,
}

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
