import type { Cancel, Clock } from '#core/shared/ports/clock.ts'

interface Timer {
  readonly id: number
  at: number
  readonly every: number | null
  readonly callback: () => void
}

/** A manual clock: time moves only with `advance`, firing due timers in order. */
export class FakeClock implements Clock {
  private time: number
  private timers: Timer[] = []
  private nextId = 1

  constructor(start: Date | number = Date.UTC(2025, 0, 1)) {
    this.time = typeof start === 'number' ? start : start.getTime()
  }

  now(): Date {
    return new Date(this.time)
  }

  private schedule(callback: () => void, ms: number, every: number | null): Cancel {
    const timer: Timer = { id: this.nextId++, at: this.time + Math.max(0, ms), every, callback }
    this.timers.push(timer)
    return () => {
      this.timers = this.timers.filter((t) => t !== timer)
    }
  }

  setTimeout(callback: () => void, ms: number): Cancel {
    return this.schedule(callback, ms, null)
  }

  setInterval(callback: () => void, ms: number): Cancel {
    return this.schedule(callback, ms, Math.max(1, ms))
  }

  /** Timers still waiting. */
  pending(): number {
    return this.timers.length
  }

  advance(ms: number): void {
    const target = this.time + ms
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      this.time = Math.max(this.time, due.at)
      if (due.every === null) this.timers = this.timers.filter((t) => t !== due)
      else due.at += due.every
      due.callback()
    }
    this.time = target
  }
}
