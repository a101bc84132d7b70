/**
 * The console's doors, swept (spec §6, ADR 0059): every staff endpoint is found in the app itself —
 * every route under `/console` in both languages, and every operation the OpenAPI document marks
 * `x-staff` — so a route added later is swept without editing this file. Each one is asked by a guest,
 * by a refused token, by a player and by a disabled organiser (all get the 404 of an unknown path),
 * and an organisers' one by a moderator (403 `not_organiser`), with a body that would otherwise be
 * accepted; none of it changes a row anywhere.
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { StaffRole } from '#core/accounts/roles.ts'
import { inquiries, users } from '#server/platform/db/schema.ts'
import { useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { openTournament, player, teamForm, teamOf } from './support/teams.ts'

interface StaffOperation {
  readonly 'x-staff'?: StaffRole
}

const CONSOLE_ROUTE = /^(?:\/en)?\/api\/v1\/console(?:\/|$)/
const API_ROOT = /^(?:\/en)?\/api\/v1/
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** Hono's `:name` parameters as the OpenAPI document writes them, `{name}`. */
const asOpenApiPath = (path: string): string => path.replace(API_ROOT, '').replace(/:(\w+)/g, '{$1}')

describe.each(backends)('console access sweep on $name', (backend) => {
  const h = useAccountsHarness(backend)

  /** Every row of the tables a staff action may change, as one fingerprint per table. */
  const fingerprint = async () => {
    const tables = [
      'users',
      'tournaments',
      'teams',
      'team_members',
      'audit_entries',
      'tournament_stages',
      'inquiries',
      'inquiry_notes',
      'inquiry_replies',
      'streamers',
      'jobs',
    ]
    const prints: Record<string, unknown> = {}
    for (const table of tables) {
      const result: unknown = await h.db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
        ),
      )
      prints[table] = (result as { rows: unknown[] }).rows[0]
    }
    return prints
  }

  it('finds every staff route and answers everyone below it as if it did not exist', async () => {
    const document = (await h.get('/openapi.json')).body as {
      paths: Record<string, Record<string, StaffOperation>>
    }
    const staffLevelOf = (method: string, path: string): StaffRole | undefined =>
      document.paths[asOpenApiPath(path)]?.[method.toLowerCase()]?.['x-staff']

    const routes = new Map<string, { method: string; path: string }>()
    for (const route of h.app.routes) {
      if (!HTTP_METHODS.has(route.method) || !API_ROOT.test(route.path)) continue
      if (CONSOLE_ROUTE.test(route.path) || staffLevelOf(route.method, route.path) !== undefined)
        routes.set(`${route.method} ${route.path}`, { method: route.method, path: route.path })
    }
    // Both languages of the accounts' and the audit log's at least; more as the console grows.
    expect(routes.size).toBeGreaterThanOrEqual(8)
    // Every staff route says in the document who may call it.
    const undocumented = [...routes.keys()].filter((key) => {
      const [method = '', path = ''] = key.split(' ')
      return staffLevelOf(method, path) === undefined
    })
    expect(undocumented, 'console routes without `x-staff` in the OpenAPI document').toEqual([])

    // Real ids, so that a guard that let anyone through would find something to change.
    const tournament = await openTournament(h)
    const captain = await player(h)
    const team = teamOf(
      await h.post(`/tournaments/${tournament.id}/teams`, teamForm('Sweepers'), { bearer: captain.bearer }),
    )
    const someone = await player(h)
    const moderator = await player(h, { role: 'moderator' })
    const disabledOrganiser = await player(h, { role: 'organiser' })
    await h.db.update(users).set({ disabled: true }).where(eq(users.id, disabledOrganiser.user.id))
    const ids: Record<string, string> = {
      id: tournament.id,
      tournamentId: tournament.id,
      teamId: team.id,
      userId: someone.user.id,
    }
    // A streamer's application from an address, for the inbox's routes to find.
    const [application] = await h.db
      .insert(inquiries)
      .values({
        kind: 'streamer',
        fields: {
          name: 'Swept Streamer',
          phone: 'swept@example.com',
          twitch: 'swept_tv',
          message: 'Please take me',
        },
        locale: 'uk',
        email: 'swept@example.com',
      })
      .returning({ id: inquiries.id })
    const filled = (path: string) =>
      path
        .replace(/:(\w+)/g, (_, name: string) =>
          path.includes('/console/inbox/') && name === 'id'
            ? (application?.id ?? '')
            : (ids[name] ?? someone.user.id),
        )
        .replace(API_ROOT, '')
    // A body each action would take from staff: the sweep is about who, not about what.
    const body = {
      role: 'organiser',
      team_ids: [team.id],
      reason: 'sweep',
      version: 1,
      name: 'Swept',
      status: 'spam',
      text: 'A swept reply',
      email: 'swept@example.com',
      assignee_id: null,
    }

    const before = await fingerprint()
    const answers: string[] = []
    for (const { method, path } of routes.values()) {
      const en = path.startsWith('/en/')
      const target = filled(en ? path.slice(3) : path)
      const ask = (bearer?: string) => {
        const options = { en, ...(bearer === undefined ? {} : { bearer }) }
        switch (method) {
          case 'GET':
            return h.get(target, options)
          case 'DELETE':
            return h.delete(target, options)
          case 'PUT':
            return h.put(target, body, options)
          case 'PATCH':
            return h.patch(target, body, options)
          default:
            return h.post(target, body, options)
        }
      }
      for (const [who, bearer] of [
        ['guest', undefined],
        ['refused token', 'not-a-token'],
        ['player', someone.bearer],
        ['disabled organiser', disabledOrganiser.bearer],
      ] as const) {
        const answer = await ask(bearer)
        answers.push(
          `${method} ${path} ${who}: ${answer.status} ${(answer.body as { code?: string } | null)?.code}`,
        )
        expect(answer.status, `${method} ${path} as ${who}`).toBe(404)
        expect(answer.body).toMatchObject({ code: 'not_found' })
      }
      if (staffLevelOf(method, path) === 'organiser') {
        const answer = await ask(moderator.bearer)
        expect(answer.status, `${method} ${path} as a moderator`).toBe(403)
        expect(answer.body).toMatchObject({ code: 'not_organiser' })
      }
    }
    expect(answers.length).toBe(routes.size * 4)
    expect(await fingerprint()).toEqual(before)
  })
})
