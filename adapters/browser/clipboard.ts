/** core's Clipboard port over the browser's asynchronous clipboard (refused without permission). */
import type { Clipboard } from '#core/shared/ports/clipboard.ts'

export const browserClipboard: Clipboard = {
  writeText: async (text) => {
    if (!navigator.clipboard) throw new Error('No clipboard in this context')
    await navigator.clipboard.writeText(text)
  },
}
