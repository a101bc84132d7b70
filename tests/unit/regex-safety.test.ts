/**
 * V1.3.12 Every regular expression in the code base runs in linear time. The TypeScript compiler
 * finds each regex literal and each `RegExp(...)` construction in the source tree, and redos-detector
 * proves for each pattern that the number of ways a backtracking engine can match (or fail to match)
 * any input stays bounded, whatever the input's length: the work is then linear in the input. A
 * super-linear pattern has no such bound (the detector's score is infinite). A pattern built at run
 * time cannot be proven, so none may exist: write the pattern as a literal, or match without a regex.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isSafe } from 'redos-detector'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const SOURCE_FOLDERS = ['core', 'adapters', 'ui', 'server', 'scripts', 'locales']
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs)$/

const sourceFiles = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))

interface Found {
  readonly where: string
  readonly regex?: RegExp
  readonly problem?: string
}

/** Every regex literal and `RegExp(...)`/`new RegExp(...)` of one file. */
const regexesOf = (file: string): Found[] => {
  const text = readFileSync(path.join(root, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: Found[] = []
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text
      const end = literal.lastIndexOf('/')
      found.push({ where: where(node), regex: new RegExp(literal.slice(1, end), literal.slice(end + 1)) })
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? []
      const isConstant = (argument: ts.Expression | undefined) =>
        argument === undefined || ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)
      if (pattern && isConstant(pattern) && isConstant(flags) && ts.isStringLiteralLike(pattern)) {
        const flagText = flags && ts.isStringLiteralLike(flags) ? flags.text : ''
        found.push({ where: where(node), regex: new RegExp(pattern.text, flagText) })
      } else {
        found.push({ where: where(node), problem: 'a pattern built at run time cannot be proven linear' })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * The detector takes a lookaround as always true, yet a lookahead that fails after a repetition
 * makes the engine retry it (`/ +(?=\n)/` is quadratic on a run of spaces): checked again with each
 * lookaround as an ordinary group, the repetitions before it count as they would before any text.
 */
const withLookaroundsAsGroups = (source: string): string => source.replace(/(?<!\\)\(\?<?[=!]/g, '(?:')

/** Why a pattern may backtrack super-linearly, or null when its backtracking is bounded. */
const backtrackingOf = (regex: RegExp): string | null =>
  scoreOf(regex.source, regex.flags) ?? scoreOf(withLookaroundsAsGroups(regex.source), regex.flags)

const scoreOf = (source: string, flags: string): string | null => {
  // The detector knows the i and u flags; the others do not change how a match can backtrack.
  const result = isSafe(new RegExp(source, flags.replace(/[^iu]/g, '')), {
    // The detector's default bound; an unanchored pattern already scores 2 (the engine's retry at
    // the next start position), a super-linear one grows without bound.
    maxScore: 200,
    maxSteps: 100_000,
  })
  if (result.safe) return null
  const example = result.trails[0]?.trail[0]
  return `score ${result.score.infinite ? '∞' : result.score.value}${result.error ? ` (${result.error})` : ''}${
    example ? `, ambiguous at ${example.a.node.source} / ${example.b.node.source}` : ''
  }`
}

const everyRegex = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap(regexesOf)

describe('V1.3.12 regular expressions run in linear time', () => {
  it('finds the regexes of the code base (the search itself works)', () => {
    expect(everyRegex.length).toBeGreaterThan(50)
    expect(everyRegex.some((found) => found.where.startsWith('server/uploads/svg-sanitize.ts'))).toBe(true)
  })

  it('no pattern is built at run time', () => {
    const dynamic = everyRegex.filter((found) => found.problem !== undefined).map((found) => found.where)
    expect(dynamic).toEqual([])
  })

  it('no pattern backtracks more as its input grows', () => {
    const unsafe = everyRegex.flatMap((found) => {
      if (found.regex === undefined) return []
      const why = backtrackingOf(found.regex)
      return why === null ? [] : [`${found.where} ${found.regex}: ${why}`]
    })
    expect(unsafe).toEqual([])
  })

  it('the detector refuses the kinds of pattern that backtrack (it is not blind)', () => {
    // Exponential: nested and adjacent quantifiers over the same characters (the old SVG prolog).
    expect(backtrackingOf(/^\s*(?:\s+|<!--[\s\S]*?-->)*<svg/)).not.toBeNull()
    expect(backtrackingOf(/^(a+)+$/)).not.toBeNull()
    // Quadratic: two quantifiers that can split the same run (the old e-mail pattern).
    expect(backtrackingOf(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)).not.toBeNull()
    expect(backtrackingOf(/^[a-z]+@[a-z.]+(?:\.[a-z]+)+$/)).not.toBeNull()
    // Quadratic: an unanchored run that fails at its end is retried from each of its characters.
    expect(backtrackingOf(/\/+$/)).not.toBeNull()
    expect(backtrackingOf(/[ \t]+(?=\r?\n|$)/)).not.toBeNull()
    expect(backtrackingOf(/^[a-z]+@[a-z]+(?:\.[a-z]+)+$/)).toBeNull()
    expect(backtrackingOf(/error/i)).toBeNull()
  })
})
