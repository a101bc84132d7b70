import { describe, expect, it } from 'vitest'
import type { TournamentResults } from '#core/tournaments/results.schema.ts'
import { jsonForScript, sportsEvent } from '#ui/features/tournaments/head.ts'
import { listHref } from '#ui/features/tournaments/list-links.ts'
import { paragraphsOf } from '#ui/features/tournaments/paragraphs.ts'
import { pollResults } from '#ui/features/tournaments/results/live-results.ts'
import { renderRules } from '#ui/features/tournaments/rules-markdown.ts'
import { searchQuery } from '#ui/features/tournaments/search.ts'
import { parseTournamentPath, tournamentTabPath } from '#ui/features/tournaments/tabs.ts'
import {
  type ChangeStream,
  LIVE_CHANGE_DEBOUNCE_MS,
  LIVE_POLL_INTERVAL_MS,
  LIVE_REOPEN_MS,
  type VisibilitySource,
} from '#ui/shared/live/follow-topics.ts'
import { FakeClock } from '../../fakes/clock.ts'
import { fakeTournament } from '../../fakes/tournaments.ts'

describe('tab URLs', () => {
  it('reads the overview and every tab, with or without a trailing slash', () => {
    expect(parseTournamentPath('/tournaments/cup')).toEqual({ id: 'cup', tab: 'overview' })
    expect(parseTournamentPath('/tournaments/cup/')).toEqual({ id: 'cup', tab: 'overview' })
    expect(parseTournamentPath('/tournaments/cup/results')).toEqual({ id: 'cup', tab: 'results' })
    expect(parseTournamentPath('/tournaments/cup/rules/')).toEqual({ id: 'cup', tab: 'rules' })
  })
  it('matches nothing else (the overview has no path of its own)', () => {
    for (const path of [
      '/tournaments',
      '/tournaments/',
      '/tournaments/cup/overview',
      '/tournaments/cup/x',
      '/tournaments/cup/rules/x',
      '/tournaments/cup//',
      '/x/cup',
    ])
      expect(parseTournamentPath(path), path).toBeNull()
  })
  it('writes a tab path', () => {
    expect(tournamentTabPath('cup', 'overview')).toBe('/tournaments/cup')
    expect(tournamentTabPath('cup', 'participants')).toBe('/tournaments/cup/participants')
  })
})

describe('list links and searches', () => {
  it('keeps filter, search and page in the query, leaving out the defaults', () => {
    expect(listHref({ filter: 'all', search: '', page: 1 })).toBe('/tournaments')
    expect(listHref({ filter: 'finished', search: 'cs 2', page: 3 })).toBe(
      '/tournaments?filter=finished&search=cs+2&page=3',
    )
  })
  it('trims a search and cuts it at 100 characters', () => {
    expect(searchQuery(undefined)).toBe('')
    expect(searchQuery('  Dota  ')).toBe('Dota')
    expect(searchQuery('x'.repeat(500))).toHaveLength(100)
  })
})

describe('the rules as HTML', () => {
  it('renders Markdown and escapes raw HTML instead of passing it on', () => {
    const html = renderRules(
      '## Maps\n\n- **Mirage**\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    )
    expect(html).toContain('<h2>Maps</h2>')
    expect(html).toContain('<li><strong>Mirage</strong></li>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;')
  })
  it('refuses javascript: links and marks the others nofollow noopener', () => {
    expect(renderRules('[x](javascript:alert(1))')).not.toContain('href')
    expect(renderRules('[site](https://example.com)')).toContain(
      '<a href="https://example.com" rel="nofollow noopener noreferrer">site</a>',
    )
  })
})

describe('the schema.org event', () => {
  const tournament = fakeTournament({
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Cup </script><script>alert(1)</script>',
    registration_start: '2026-01-01T10:00:00Z',
    registration_end: '2026-01-05T10:00:00Z',
  })
  const options = {
    url: 'https://x.test/en/tournaments/cup',
    origin: 'https://x.test',
    siteName: 'Vatra',
    description: 'd',
    joinUrl: 'https://x.test/en/tournaments/join/cup',
  }

  it('cannot close its script tag, and reads back as the same JSON', () => {
    const event = sportsEvent(tournament, options)
    const json = jsonForScript(event)
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual(event)
  })
  it('is scheduled, online, with a free offer, or cancelled with its status', () => {
    expect(sportsEvent(tournament, options)).toMatchObject({
      '@type': 'SportsEvent',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: 'https://x.test/en/tournaments/cup' },
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'UAH',
        url: 'https://x.test/en/tournaments/join/cup',
      },
    })
    expect(sportsEvent({ ...tournament, status: 'cancelled' }, options).eventStatus).toBe(
      'https://schema.org/EventCancelled',
    )
    expect(sportsEvent({ ...tournament, entry: 'paid', entry_fee: 12.5 }, options).offers.price).toBe(12.5)
  })
})

class FakeVisibility implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible'
  private readonly listeners = new Set<() => void>()
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.add(listener)
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.delete(listener)
  }
  set(state: DocumentVisibilityState) {
    this.visibilityState = state
    for (const listener of this.listeners) listener()
  }
  get listening() {
    return this.listeners.size
  }
}

describe('live results', () => {
  const setup = () => {
    const clock = new FakeClock()
    const visibility = new FakeVisibility()
    const calls: string[] = []
    const answer: TournamentResults = { current_stage: null, stages: [] }
    const tournaments = {
      results: async (id: string) => {
        calls.push(id)
        return answer
      },
    }
    const seen: TournamentResults[] = []
    return { clock, visibility, calls, seen, deps: { tournaments, clock, visibility }, answer }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('fetches every 30 seconds while the page is visible and hands the answer over', async () => {
    const { clock, calls, seen, deps, answer } = setup()
    pollResults(deps, 't1', (results) => seen.push(results))
    clock.advance(LIVE_POLL_INTERVAL_MS - 1)
    expect(calls).toEqual([])
    clock.advance(1)
    await settle()
    expect(calls).toEqual(['t1'])
    expect(seen).toEqual([answer])
    clock.advance(LIVE_POLL_INTERVAL_MS)
    expect(calls).toEqual(['t1', 't1'])
  })

  it('fetches nothing while hidden, and at once when shown again', () => {
    const { clock, visibility, calls, deps } = setup()
    pollResults(deps, 't1', () => undefined)
    visibility.set('hidden')
    clock.advance(LIVE_POLL_INTERVAL_MS * 3)
    expect(calls).toEqual([])
    visibility.set('visible')
    expect(calls).toEqual(['t1'])
    clock.advance(LIVE_POLL_INTERVAL_MS)
    expect(calls).toEqual(['t1', 't1'])
  })

  it('stops for good when stopped', async () => {
    const { clock, visibility, calls, seen, deps } = setup()
    const stop = pollResults(deps, 't1', (results) => seen.push(results))
    clock.advance(LIVE_POLL_INTERVAL_MS)
    stop()
    await settle()
    expect(seen).toEqual([])
    clock.advance(LIVE_POLL_INTERVAL_MS * 2)
    expect(calls).toEqual(['t1'])
    expect(visibility.listening).toBe(0)
  })
})

/** An EventSource as the browser runs one: `readyState` 0 connecting, 1 open, 2 closed for good. */
class FakeEventSource implements ChangeStream {
  readyState = 0
  closed = false
  readonly url: string
  private readonly listeners = new Map<string, Array<() => void>>()
  constructor(url: string) {
    this.url = url
  }
  addEventListener(type: 'change' | 'open' | 'error', listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
    this.readyState = 2
  }
  emit(type: 'change' | 'open' | 'error') {
    if (type === 'open') this.readyState = 1
    for (const listener of this.listeners.get(type) ?? []) listener()
  }
  /** The connection fell: the browser reconnects by itself (0), or gave up (a 503: 2). */
  fail(readyState: 0 | 2) {
    this.readyState = readyState
    this.emit('error')
  }
}

describe('live results by an event stream', () => {
  const setup = () => {
    const clock = new FakeClock()
    const visibility = new FakeVisibility()
    const calls: string[] = []
    const streams: FakeEventSource[] = []
    const tournaments = {
      results: async (id: string) => {
        calls.push(id)
        return { current_stage: null, stages: [] } satisfies TournamentResults
      },
    }
    const openStream = (url: string) => {
      const stream = new FakeEventSource(url)
      streams.push(stream)
      return stream
    }
    const stop = pollResults({ tournaments, clock, visibility, openStream }, 't1', () => undefined)
    const current = () => {
      const last = streams.at(-1)
      if (!last) throw new Error('no stream was opened')
      return last
    }
    return { clock, visibility, calls, streams, stop, current }
  }

  it('follows the tournament topic and reads once per burst of changes, without polling', () => {
    const { clock, calls, streams, current } = setup()
    expect(streams.map((stream) => stream.url)).toEqual(['/api/v1/live?topics=tournament:t1'])
    current().emit('open')
    clock.advance(LIVE_POLL_INTERVAL_MS * 4)
    expect(calls).toEqual([])
    current().emit('change')
    clock.advance(LIVE_CHANGE_DEBOUNCE_MS - 1)
    current().emit('change')
    clock.advance(LIVE_CHANGE_DEBOUNCE_MS - 1)
    expect(calls).toEqual([])
    clock.advance(1)
    expect(calls).toEqual(['t1'])
  })

  it('polls every 30 seconds while the stream is down, and reads once and stops when it is back', () => {
    const { clock, calls, streams, current } = setup()
    current().emit('open')
    current().fail(0)
    clock.advance(LIVE_POLL_INTERVAL_MS)
    expect(calls).toEqual(['t1'])
    clock.advance(LIVE_POLL_INTERVAL_MS)
    expect(calls).toEqual(['t1', 't1'])
    // The browser reconnected the same stream by itself.
    current().emit('open')
    expect(streams).toHaveLength(1)
    expect(calls).toEqual(['t1', 't1', 't1'])
    clock.advance(LIVE_POLL_INTERVAL_MS * 3)
    expect(calls).toHaveLength(3)
  })

  it('opens a new stream a minute after the server refused one, polling meanwhile', () => {
    const { clock, calls, streams, current } = setup()
    current().fail(2)
    clock.advance(LIVE_REOPEN_MS - 1)
    expect(streams).toHaveLength(1)
    expect(calls).toEqual(['t1'])
    clock.advance(1)
    expect(streams).toHaveLength(2)
    current().emit('open')
    expect(calls).toEqual(['t1', 't1', 't1'])
    clock.advance(LIVE_POLL_INTERVAL_MS * 2)
    expect(calls).toHaveLength(3)
  })

  it('closes the stream while hidden; shown again, reads once and opens a new one', () => {
    const { clock, visibility, calls, streams, current } = setup()
    current().emit('open')
    visibility.set('hidden')
    expect(streams[0]?.closed).toBe(true)
    clock.advance(LIVE_REOPEN_MS * 2)
    expect([calls, streams.length]).toEqual([[], 1])
    visibility.set('visible')
    expect(calls).toEqual(['t1'])
    expect(streams).toHaveLength(2)
    expect(current().closed).toBe(false)
  })

  it('stops for good: the stream closed, no timer left, no listener', () => {
    const { clock, visibility, streams, stop, current } = setup()
    current().fail(0)
    current().emit('change')
    stop()
    expect(streams[0]?.closed).toBe(true)
    expect(clock.pending()).toBe(0)
    expect(visibility.listening).toBe(0)
  })
})

describe('paragraphs of an organiser text', () => {
  it('splits at blank lines (also ones holding spaces) and drops empty ones', () => {
    expect(paragraphsOf('One\nstill one\n\n  \nTwo\n\n\n')).toEqual(['One\nstill one', 'Two'])
    expect(paragraphsOf('  ')).toEqual([])
  })
})
