/**
 * Thrown by a machine's placeholder actor when the composition root forgot to `.provide()` it. Apart
 * from core/shared/errors.ts, whose Schema-built errors bring effect along: a machine that needs no other
 * error (the tournament timeline) keeps effect out of its page.
 */
export class NotProvided extends Error {
  constructor(name: string) {
    super(`'${name}' was not provided: pass it with machine.provide()`)
    this.name = 'NotProvided'
  }
}
