/**
 * The join page's screens as entries of the browser's history (same address, the screen in
 * `history.state`): choosing Find or Create, the team list, a team's join password, the new team's
 * form. Going deeper pushes an entry; the page's own Back goes back through history; the browser's
 * Back and Forward send the machine the events that lead from the screen shown to the entry's. A
 * reload on a screen comes back to it (the new team's form keeps what was typed: its draft). Once the
 * join is done, the flow's entries are left behind, so Back leaves the page.
 */
import { useEffect } from 'react'
import type { JoinEvent } from '#core/teams/join.machine.ts'
import type { JoinView } from '#core/teams/join-view.ts'
import type { LiveActor } from '#ui/shared/app/lazy-actor.ts'

type Screen = 'choosing' | 'find' | 'password' | 'create'

/** The events that lead from choosing to each screen. */
const PATHS: Readonly<Record<Screen, ReadonlyArray<JoinEvent['type']>>> = {
  choosing: [],
  find: ['join.find'],
  password: ['join.find', 'join.forward'],
  create: ['join.create'],
}

const SCREENS: ReadonlySet<string> = new Set(Object.keys(PATHS))

const screenOfEntry = (state: unknown): Screen => {
  const screen = typeof state === 'object' && state !== null ? Reflect.get(state, 'joinScreen') : undefined
  return typeof screen === 'string' && SCREENS.has(screen) ? (screen as Screen) : 'choosing'
}

/** The screen a state shows; a join or a new team on its way stays on its form. Null: not a screen of the choice. */
const screenOf = (view: JoinView): Screen | null => {
  if (view.matches('choosing')) return 'choosing'
  if (view.matches({ find: 'list' })) return 'find'
  if (view.matches({ find: 'password' })) return 'password'
  if (view.matches('create')) return 'create'
  if (view.matches('submitting')) {
    const kind = view.context.request?.kind
    // An invitation's join has no screen of the choice.
    return kind === 'create' ? 'create' : kind === 'join' ? 'password' : null
  }
  return null
}

/** The events from one screen to another: back to what both paths share, then on. */
const stepsBetween = (from: Screen, to: Screen): JoinEvent[] => {
  const down = PATHS[from]
  const up = PATHS[to]
  let shared = 0
  while (shared < down.length && shared < up.length && down[shared] === up[shared]) shared += 1
  const back = down.slice(shared).map((): JoinEvent => ({ type: 'join.back' }))
  return [...back, ...up.slice(shared).map((type) => ({ type }) as JoinEvent)]
}

const entryOf = (screen: Screen) => ({ joinScreen: screen })

const isBelow = (screen: Screen, entry: Screen): boolean =>
  PATHS[screen].every((type, index) => PATHS[entry][index] === type)

/**
 * Keeps the page's history in step with the join flow of `actor` (null before the machine runs;
 * `load` starts it, at once when the page opens on a later screen's entry).
 */
export const useJoinHistory = (actor: LiveActor<JoinView, JoinEvent> | null, load: () => void): void => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page first runs
  useEffect(() => {
    if (screenOfEntry(window.history.state) !== 'choosing') load()
  }, [])
  useEffect(() => {
    if (!actor) return
    let shown: Screen | null = null
    // The entries this flow has above the page's own.
    let depth = 0
    // Events the history asked for: their screens already have their entries.
    let following = false
    const follow = (to: Screen) => {
      if (shown === null) return
      following = true
      for (const event of stepsBetween(shown, to)) actor.send(event)
      following = false
      depth = PATHS[to].length
      // Where the flow could not follow (a team picked before a reload), the entry follows the flow.
      const entry = screenOfEntry(window.history.state)
      if (entry === shown) return
      if (isBelow(shown, entry)) {
        window.history.go(PATHS[shown].length - PATHS[entry].length)
        depth = PATHS[shown].length
      } else window.history.replaceState(entryOf(shown), '')
    }
    const push = (screen: Screen) => {
      window.history.pushState(entryOf(screen), '')
      depth += 1
    }
    const onView = (view: JoinView) => {
      if (view.matches('success')) {
        // Done: the flow's entries are left behind, so Back leaves the page rather than a spent form.
        const leave = depth
        shown = null
        depth = 0
        if (leave > 0) window.history.go(-leave)
        return
      }
      const screen = screenOf(view)
      if (screen === null || screen === shown) return
      const before = shown
      shown = screen
      if (following) return
      const entry = screenOfEntry(window.history.state)
      if (before === null) {
        // The first screen: a reload on a later one goes on to it; a press made while the machine
        // loaded has already gone on, and gets its entry.
        if (PATHS[entry].length > PATHS[screen].length) follow(entry)
        else if (entry !== screen) push(screen)
      } else if (PATHS[screen].length > PATHS[before].length) push(screen)
      else {
        // The page's own Back: the browser's history goes back with it.
        depth = Math.max(0, depth - 1)
        window.history.back()
      }
    }
    onView(actor.getSnapshot())
    const subscription = actor.subscribe(onView)
    const onPopState = (event: PopStateEvent) => follow(screenOfEntry(event.state))
    window.addEventListener('popstate', onPopState)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('popstate', onPopState)
    }
  }, [actor])
}
