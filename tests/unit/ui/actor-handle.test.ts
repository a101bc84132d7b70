import { describe, expect, it } from 'vitest'
import { type LiveActor, lazyActorHandle } from '#ui/shared/app/actor-handle.ts'

interface Counter {
  readonly count: number
  readonly typed: string
}
type CounterEvent = { readonly type: 'add' } | { readonly type: 'type'; readonly text: string }

/** A hand-written actor: a count the `add` events raise, and the text typed last. */
const counterActor = (): LiveActor<Counter, CounterEvent> & {
  stopped: boolean
  received: CounterEvent[]
} => {
  let snapshot: Counter = { count: 0, typed: '' }
  const observers = new Set<(value: Counter) => void>()
  const actor = {
    stopped: false,
    received: [] as CounterEvent[],
    getSnapshot: () => snapshot,
    subscribe: (observer: (value: Counter) => void) => {
      observers.add(observer)
      return { unsubscribe: () => observers.delete(observer) }
    },
    send: (event: CounterEvent) => {
      actor.received.push(event)
      snapshot =
        event.type === 'add' ? { ...snapshot, count: snapshot.count + 1 } : { ...snapshot, typed: event.text }
      for (const observer of observers) observer(snapshot)
    },
    stop: () => {
      actor.stopped = true
    },
  }
  return actor
}

const START: Counter = { count: 0, typed: '' }
const typedEarly = (view: Counter, event: CounterEvent): Counter =>
  event.type === 'type' ? { ...view, typed: event.text } : view

/** A start function the test resolves when it wants the code to have arrived. */
const deferredStart = () => {
  const actor = counterActor()
  let arrive: () => void = () => {}
  let calls = 0
  const start = () => {
    calls += 1
    return new Promise<LiveActor<Counter, CounterEvent>>((resolve) => {
      arrive = () => resolve(actor)
    })
  }
  return { actor, start, arrive: () => arrive(), calls: () => calls }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('an actor handle that loads its actor on first use', () => {
  it('shows the start view and loads nothing until used', () => {
    const code = deferredStart()
    const handle = lazyActorHandle(START, code.start, typedEarly)
    expect(handle.getSnapshot()).toBe(START)
    expect(handle.live).toBe(false)
    expect(code.calls()).toBe(0)
  })

  it('keeps events sent before the actor runs, shows what was typed, and hands them over in order', async () => {
    const code = deferredStart()
    const handle = lazyActorHandle(START, code.start, typedEarly)
    const seen: Counter[] = []
    handle.subscribe((view) => seen.push(view))
    handle.send({ type: 'type', text: 'Ol' })
    handle.send({ type: 'add' })
    handle.send({ type: 'type', text: 'Olena' })
    expect(code.calls()).toBe(1)
    expect(handle.getSnapshot()).toEqual({ count: 0, typed: 'Olena' })
    expect(seen.map((view) => view.typed)).toEqual(['Ol', 'Olena'])
    code.arrive()
    await settle()
    expect(handle.live).toBe(true)
    expect(code.actor.received).toEqual([
      { type: 'type', text: 'Ol' },
      { type: 'add' },
      { type: 'type', text: 'Olena' },
    ])
    expect(handle.getSnapshot()).toEqual({ count: 1, typed: 'Olena' })
    handle.send({ type: 'add' })
    expect(handle.getSnapshot().count).toBe(2)
    expect(seen.at(-1)).toEqual({ count: 2, typed: 'Olena' })
  })

  it('loads once however often it is asked', async () => {
    const code = deferredStart()
    const handle = lazyActorHandle(START, code.start)
    handle.load()
    handle.load()
    handle.send({ type: 'add' })
    code.arrive()
    await settle()
    handle.load()
    expect(code.calls()).toBe(1)
    expect(handle.getSnapshot().count).toBe(1)
  })

  it('stops an actor that arrives after the page went, and starts afresh from the start view', async () => {
    const code = deferredStart()
    const handle = lazyActorHandle(START, code.start, typedEarly)
    handle.send({ type: 'type', text: 'gone' })
    handle.stop()
    code.arrive()
    await settle()
    expect(code.actor.stopped).toBe(true)
    expect(code.actor.received).toEqual([])
    expect(handle.live).toBe(false)
    expect(handle.getSnapshot()).toBe(START)
  })
})
