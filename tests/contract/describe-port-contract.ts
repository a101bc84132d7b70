/**
 * Port contract suites: what every adapter of a port must do, written once and run against each
 * implementation (the fakes now, the HTTP/browser adapters as they land). A suite receives a
 * factory that builds a fresh adapter plus the `seed` helpers the contract needs to arrange data
 * through the adapter's own backend.
 */
import { describe } from 'vitest'

export const describePortContract = <A>(
  name: string,
  makeAdapter: () => A | Promise<A>,
  suite: (make: () => Promise<A>) => void,
): void => {
  describe(`${name} contract`, () => suite(async () => makeAdapter()))
}
