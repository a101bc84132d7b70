import type { NavigateOptions, Navigation } from '#core/shared/ports/navigation.ts'
import { CallLog, type FakeOptions } from './call-log.ts'

export class FakeNavigation implements Navigation {
  readonly history: string[] = []
  reloads = 0
  readonly log: CallLog

  constructor(options: FakeOptions = {}) {
    this.log = options.log ?? new CallLog()
  }

  navigate(url: string, options?: NavigateOptions): void {
    this.log.record('navigation', 'navigate', options === undefined ? [url] : [url, options])
    this.history.push(url)
  }

  reload(): void {
    this.log.record('navigation', 'reload', [])
    this.reloads += 1
  }
}
