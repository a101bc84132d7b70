import type { InspectionEvent } from 'xstate'

/**
 * The inspector that needs no internet (`?inspect=console`): every state a flow's actor moves to,
 * with the event that moved it, in the browser's devtools console. Loaded only in development.
 */
export const consoleInspector = (event: InspectionEvent): void => {
  if (event.type !== '@xstate.snapshot') return
  const { snapshot } = event
  if (typeof snapshot !== 'object' || snapshot === null || !('value' in snapshot)) return
  // A machine's snapshot names its machine (`join`, `team`); the session id tells two of them apart.
  const machine =
    'machine' in snapshot &&
    typeof snapshot.machine === 'object' &&
    snapshot.machine !== null &&
    'id' in snapshot.machine
      ? String(snapshot.machine.id)
      : 'actor'
  console.info(
    `[flow] ${machine} (${event.actorRef.sessionId}): ${event.event.type} →`,
    JSON.stringify(snapshot.value),
  )
}
