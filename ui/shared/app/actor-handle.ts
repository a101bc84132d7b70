/**
 * An actor a page shares between its components, whose code loads when the page first needs it
 * (ADR 0027), not with the page. Until then the handle's snapshot is the view the machine starts in,
 * computed without it (the server renders that same view, so hydration matches); `load()` fetches and
 * starts the machine (a page calls it on the first focus, press or drop), and an event sent before it
 * runs starts loading too and is handed to it, in order, once it does. Components read it with
 * `useSelector`, as they would an XState actor. Nothing here imports XState.
 */
import { useCallback, useSyncExternalStore } from 'react'

/** What the handle needs of a started actor (an XState actor, or a view over one). */
export interface LiveActor<Snapshot, Event> {
  getSnapshot(): Snapshot
  subscribe(observer: (snapshot: Snapshot) => void): { unsubscribe(): void }
  send(event: Event): void
  stop(): void
}

export interface ActorHandle<Snapshot, Event> {
  getSnapshot(): Snapshot
  subscribe(observer: (snapshot: Snapshot) => void): { unsubscribe(): void }
  /** Sends the event to the actor, or keeps it for the actor and starts loading it. */
  send(event: Event): void
  /** Fetches and starts the actor (once). */
  load(): void
  /** Whether the actor runs (events sent now are handled at once). */
  readonly live: boolean
  /** Stops the actor; a later `load()` starts a new one from the start view. */
  stop(): void
}

/**
 * `early`: what an event sent before the actor runs does to the start view (typed values shown as
 * typed); the actor gets the event itself once it runs.
 */
export const lazyActorHandle = <Snapshot, Event>(
  startView: Snapshot,
  start: () => Promise<LiveActor<Snapshot, Event>>,
  early: (view: Snapshot, event: Event) => Snapshot = (view) => view,
): ActorHandle<Snapshot, Event> => {
  let view = startView
  const observers = new Set<(snapshot: Snapshot) => void>()
  let actor: LiveActor<Snapshot, Event> | null = null
  let watching: { unsubscribe(): void } | null = null
  let loading: Promise<void> | null = null
  /** Counts stops: an actor that arrives after one is stopped at once. */
  let generation = 0
  const queued: Event[] = []
  const tell = (snapshot: Snapshot) => {
    for (const observer of observers) observer(snapshot)
  }
  const handle: ActorHandle<Snapshot, Event> = {
    getSnapshot: () => (actor ? actor.getSnapshot() : view),
    subscribe(observer) {
      observers.add(observer)
      return { unsubscribe: () => observers.delete(observer) }
    },
    send(event) {
      if (actor) {
        actor.send(event)
        return
      }
      queued.push(event)
      const next = early(view, event)
      if (next !== view) {
        view = next
        tell(view)
      }
      handle.load()
    },
    load() {
      if (actor || loading) return
      const loadingFor = generation
      loading = start().then(
        (started) => {
          if (loadingFor !== generation) {
            started.stop()
            return
          }
          loading = null
          actor = started
          watching = started.subscribe(tell)
          for (const event of queued.splice(0)) started.send(event)
          tell(started.getSnapshot())
        },
        (error: unknown) => {
          if (loadingFor !== generation) return
          // The code could not be fetched (offline, a new version): the next use tries again; the
          // chunk-reload handler deals with a version that is gone.
          loading = null
          queued.length = 0
          throw error
        },
      )
    },
    get live() {
      return actor !== null
    },
    stop() {
      generation += 1
      loading = null
      queued.length = 0
      watching?.unsubscribe()
      watching = null
      actor?.stop()
      actor = null
      view = startView
    },
  }
  return handle
}

/** What `useSelector` reads: an `ActorHandle`, or an XState actor. */
export interface Selectable<Snapshot> {
  getSnapshot(): Snapshot
  subscribe(observer: (snapshot: Snapshot) => void): { unsubscribe(): void }
}

/**
 * The part of the actor's snapshot `select` picks, rendered again when it changes. `select` must
 * answer the same value for the same snapshot (a field of it, a boolean), not a new object.
 */
export const useSelector = <Snapshot, Selected>(
  actor: Selectable<Snapshot>,
  select: (snapshot: Snapshot) => Selected,
): Selected => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const read = () => select(actor.getSnapshot())
  return useSyncExternalStore(subscribe, read, read)
}
