/**
 * The live bus's fan-out in one process (ADR 0078): each topic goes only to its own subscribers; a
 * burst of one topic is sent at once, then at most once per window (250 ms here, hand-moved).
 */
import { describe, expect, it } from 'vitest'
import { createFanOut } from '#server/platform/live/bus.ts'
import { FakeClock } from '../fakes/clock.ts'

const setup = () => {
  const clock = new FakeClock()
  const fanOut = createFanOut(250, clock)
  const seen: string[] = []
  return { clock, fanOut, seen, listener: (topic: string) => seen.push(topic) }
}

describe('live fan-out', () => {
  it('sends the first change at once and the rest of a burst once, at the end of the window', () => {
    const { clock, fanOut, seen, listener } = setup()
    fanOut.subscribe('tournament:a', listener)
    fanOut.deliver('tournament:a')
    expect(seen).toEqual(['tournament:a'])
    fanOut.deliver('tournament:a')
    fanOut.deliver('tournament:a')
    clock.advance(249)
    expect(seen).toEqual(['tournament:a'])
    clock.advance(1)
    expect(seen).toEqual(['tournament:a', 'tournament:a'])
    // That send opened a window of its own; a quiet one ends without a send.
    clock.advance(250)
    expect(seen).toHaveLength(2)
    fanOut.deliver('tournament:a')
    expect(seen).toHaveLength(3)
  })

  it('keeps topics apart and ignores what nobody follows or what is not a topic', () => {
    const { clock, fanOut, seen, listener } = setup()
    fanOut.subscribe('tournament:a', listener)
    fanOut.deliver('tournament:b')
    fanOut.deliver('Tournament:a')
    fanOut.deliver(`tournament:${'a'.repeat(65)}`)
    expect(seen).toEqual([])
    expect(clock.pending()).toBe(0)
  })

  it('hands one change to every subscriber of its topic, and none after they leave', () => {
    const { clock, fanOut, seen, listener } = setup()
    const other: string[] = []
    const leave = fanOut.subscribe('tournament:a', listener)
    const leaveOther = fanOut.subscribe('tournament:a', (topic) => other.push(topic))
    expect(fanOut.subscriptions()).toBe(2)
    fanOut.deliver('tournament:a')
    expect([seen, other]).toEqual([['tournament:a'], ['tournament:a']])
    leave()
    leave()
    expect(fanOut.subscriptions()).toBe(1)
    leaveOther()
    expect(fanOut.subscriptions()).toBe(0)
    // The last one gone, its window goes too.
    expect(clock.pending()).toBe(0)
    fanOut.deliver('tournament:a')
    expect(seen).toHaveLength(1)
  })

  it('sends every followed topic once after listening again', () => {
    const { fanOut, seen, listener } = setup()
    fanOut.subscribe('tournament:a', listener)
    fanOut.subscribe('tournament:b', listener)
    fanOut.deliverAll()
    expect(seen.sort()).toEqual(['tournament:a', 'tournament:b'])
  })
})
