import type { Clipboard } from '#core/shared/ports/clipboard.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

export class FakeClipboard extends CannedPort<Clipboard> implements Clipboard {
  constructor(options: FakeOptions = {}) {
    super('clipboard', options)
    this.answers.writeText = undefined
  }

  writeText(text: string): Promise<void> {
    return this.call('writeText', [text])
  }
}
