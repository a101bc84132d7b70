/**
 * An actor whose code loads when the page first needs it, not with the page (ADR 0027). A form
 * machine brings XState, effect/Schema and its flow: about 45 KiB a page would otherwise download
 * before it can be used, for forms the server renders and answers without JavaScript anyway.
 *
 * Until the actor is there the page renders what the server rendered (the view the machine starts
 * in); `load()` fetches the code (a page calls it on the first focus in its form, or at once when the
 * machine must act on arrival), and an event sent meanwhile (a submit) starts loading too and is
 * handed to the actor, in order, once it runs. Nothing here imports XState.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

/** What a page needs of a started actor (an XState actor is one). */
export interface LiveActor<Snapshot, Event> {
  getSnapshot(): Snapshot
  subscribe(observer: (snapshot: Snapshot) => void): { unsubscribe(): void }
  send(event: Event): void
  stop(): void
}

export interface LazyActor<Snapshot, Event> {
  /** The actor once it runs (null before: render the start view). */
  readonly actor: LiveActor<Snapshot, Event> | null
  /** Its current snapshot (null before it runs). */
  readonly snapshot: Snapshot | null
  /** Events wait for the actor: the page may say it is working on them. */
  readonly waiting: boolean
  /** Fetches and starts the actor (once). */
  load(): void
  /** Sends an event to the actor, or keeps it for the actor and starts loading it. */
  send(event: Event): void
}

const unsubscribed = () => () => {}

/**
 * Runs the actor `start` makes, once something calls `load` or `send`. `start` is read when loading
 * begins; the actor is stopped when the page goes.
 */
export const useLazyActor = <Snapshot, Event>(
  start: () => Promise<LiveActor<Snapshot, Event>>,
): LazyActor<Snapshot, Event> => {
  const [actor, setActor] = useState<LiveActor<Snapshot, Event> | null>(null)
  const [waiting, setWaiting] = useState(false)
  const latestStart = useRef(start)
  latestStart.current = start
  const live = useRef<LiveActor<Snapshot, Event> | null>(null)
  const queued = useRef<Event[]>([])
  const loading = useRef(false)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      live.current?.stop()
      live.current = null
      loading.current = false
    }
  }, [])

  const load = useCallback(() => {
    if (loading.current || live.current) return
    loading.current = true
    latestStart
      .current()
      .then((started) => {
        if (!mounted.current) {
          started.stop()
          return
        }
        live.current = started
        for (const event of queued.current.splice(0)) started.send(event)
        setActor(started)
        setWaiting(false)
      })
      .catch((error: unknown) => {
        // The code could not be fetched (offline, a new version): the next use tries again; the
        // chunk-reload handler deals with a version that is gone.
        loading.current = false
        queued.current = []
        setWaiting(false)
        throw error
      })
  }, [])

  const send = useCallback(
    (event: Event) => {
      if (live.current) {
        live.current.send(event)
        return
      }
      queued.current.push(event)
      setWaiting(true)
      load()
    },
    [load],
  )

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return unsubscribed()
      const subscription = actor.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  )
  return { actor, snapshot, waiting, load, send }
}
