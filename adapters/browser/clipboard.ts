import type { Clipboard } from '#core/shared/ports/clipboard.ts'

/** core's Clipboard on the browser's; rejects where there is none (an insecure page) or it is refused. */
export const browserClipboard: Clipboard = {
  async writeText(text) {
    if (!globalThis.navigator?.clipboard) throw new Error('no clipboard')
    await globalThis.navigator.clipboard.writeText(text)
  },
}
