import type { MessageRef } from './message.ts'

// Lets a check carry the translation key that `decodeForm` reports when it fails.
declare module 'effect/Schema' {
  namespace Annotations {
    interface Annotations {
      readonly messageRef?: MessageRef | undefined
    }
  }
}
