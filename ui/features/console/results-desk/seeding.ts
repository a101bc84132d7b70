/**
 * The seeding list of a pending stage as the organiser arranges it: the same few moves for the mouse
 * (drag and drop), the buttons (up, down) and the seed-number field, so every way gives one order.
 */

/** `order` with the item at `from` moved to `to` (clamped into the list); the same list when nothing moves. */
export const moveTo = <T>(order: ReadonlyArray<T>, from: number, to: number): ReadonlyArray<T> => {
  const target = Math.min(Math.max(to, 0), order.length - 1)
  if (from < 0 || from >= order.length || from === target) return order
  const next = [...order]
  const [moved] = next.splice(from, 1) as [T]
  next.splice(target, 0, moved)
  return next
}

export const moveUp = <T>(order: ReadonlyArray<T>, index: number): ReadonlyArray<T> =>
  moveTo(order, index, index - 1)

export const moveDown = <T>(order: ReadonlyArray<T>, index: number): ReadonlyArray<T> =>
  index >= order.length - 1 ? order : moveTo(order, index, index + 1)

/**
 * The item at `index` given seed `seed` (1 first): the others keep their order around it. A seed
 * past the ends takes the nearest end; a number that is not a whole one moves nothing.
 */
export const moveToSeed = <T>(order: ReadonlyArray<T>, index: number, seed: number): ReadonlyArray<T> =>
  Number.isInteger(seed) ? moveTo(order, index, seed - 1) : order
