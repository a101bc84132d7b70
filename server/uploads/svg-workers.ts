/**
 * SVG sanitising off the event loop (ADR 0045): a few worker threads, each with its own jsdom, a heap
 * limit (`resourceLimits`) and a time limit per file. A worker that runs out of time is terminated; one
 * that runs out of memory dies alone (V8 ends the thread, not the process). Either way the file is
 * refused and the next file gets a new worker. Idle workers stop after a while, and none keeps the
 * process alive.
 */
import { Worker } from 'node:worker_threads'
import { Schema } from 'effect'
import type { SvgResult } from './svg.ts'

export interface SvgWorkerLimits {
  /** Workers at most; a file waits for a free one beyond that (the pipeline bounds the queue). */
  readonly workers: number
  /** Wall time for one file, from the moment a loaded worker has it. */
  readonly timeoutMs: number
  /** The worker's V8 heap for long-lived objects (the parsed document lives there). */
  readonly maxOldGenerationSizeMb: number
  /** How long a new worker may take to load jsdom before it is given up. */
  readonly startTimeoutMs: number
  /** An idle worker is stopped after this long (a new one takes a second or two to load). */
  readonly idleMs: number
}

/** The limits of each worker; how many run is the pipeline's (`IMAGE_CONCURRENCY`). */
export const SVG_WORKER_LIMITS: Omit<SvgWorkerLimits, 'workers'> = {
  timeoutMs: 10_000,
  maxOldGenerationSizeMb: 256,
  startTimeoutMs: 30_000,
  idleMs: 5 * 60_000,
}

/**
 * Why a file got no answer: its worker ran out of time or memory, or died while on it (each the
 * file's doing: refused); or no worker could be started for it (the server's: try again later).
 */
export type SvgWorkerFailure = 'timeout' | 'memory' | 'crash' | 'unavailable'

export type SvgWorkerOutcome =
  | { readonly ok: true; readonly result: SvgResult }
  | { readonly ok: false; readonly failure: SvgWorkerFailure }

export interface SvgWorkers {
  sanitize(bytes: Uint8Array): Promise<SvgWorkerOutcome>
  /** Workers running now (loading, busy or idle). */
  readonly alive: number
  /** Stops every worker; a file in hand is answered `unavailable`. */
  close(): Promise<void>
}

const WORKER_URL = new URL('./svg-worker.ts', import.meta.url)

const WorkerMessage = Schema.Union([
  Schema.Struct({ kind: Schema.Literal('ready') }),
  Schema.Struct({
    kind: Schema.Literal('result'),
    id: Schema.Number,
    result: Schema.Union([
      Schema.Struct({ ok: Schema.Literal(true), svg: Schema.instanceOf(Uint8Array) }),
      Schema.Struct({ ok: Schema.Literal(false), reason: Schema.Literals(['not-svg', 'too-complex']) }),
    ]),
  }),
])
const decodeMessage = Schema.decodeUnknownOption(WorkerMessage)

const isOutOfMemory = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY'

interface Task {
  readonly id: number
  readonly bytes: Uint8Array
  readonly settle: (outcome: SvgWorkerOutcome) => void
  timer?: ReturnType<typeof setTimeout>
}

interface Slot {
  readonly worker: Worker
  loaded: boolean
  stopped: boolean
  task: Task | null
  idleTimer?: ReturnType<typeof setTimeout>
}

/**
 * `onFailure` hears of every worker lost under a file (for the log), with what ended it.
 */
export const createSvgWorkers = (
  limits: SvgWorkerLimits,
  onFailure: (failure: SvgWorkerFailure, error: unknown) => void,
): SvgWorkers => {
  const slots = new Set<Slot>()
  const idle: Slot[] = []
  // Files waiting for a worker; null tells one the workers were closed.
  const waiting: Array<(slot: Slot | null) => void> = []
  let nextId = 0
  let closed = false

  /** Ends the worker; a file in hand gets `failure` (null: stopped on purpose, nothing to report). */
  const stop = (slot: Slot, failure: SvgWorkerFailure | null, error?: unknown) => {
    if (slot.stopped) return
    slot.stopped = true
    slots.delete(slot)
    const at = idle.indexOf(slot)
    if (at !== -1) idle.splice(at, 1)
    clearTimeout(slot.idleTimer)
    void slot.worker.terminate()
    const task = slot.task
    slot.task = null
    if (task) {
      clearTimeout(task.timer)
      // A worker that never loaded failed the server, not the file.
      const outcome = failure === null || !slot.loaded ? 'unavailable' : failure
      task.settle({ ok: false, failure: outcome })
      if (failure !== null) onFailure(outcome, error)
    }
    // A file waiting for a worker gets a new one.
    const next = waiting.shift()
    if (next) next(closed ? null : spawn())
  }

  /** Hands the file to the loaded worker and starts its clock. */
  const post = (slot: Slot, task: Task) => {
    clearTimeout(task.timer)
    task.timer = setTimeout(() => stop(slot, 'timeout'), limits.timeoutMs)
    // A copy of its own, so its buffer can be handed over without copying it again.
    const bytes = new Uint8Array(task.bytes)
    slot.worker.postMessage({ id: task.id, bytes }, [bytes.buffer])
  }

  const release = (slot: Slot) => {
    if (closed) {
      stop(slot, null)
      return
    }
    const next = waiting.shift()
    if (next) {
      next(slot)
      return
    }
    idle.push(slot)
    slot.idleTimer = setTimeout(() => stop(slot, null), limits.idleMs)
    slot.idleTimer.unref()
  }

  const spawn = (): Slot => {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb },
    })
    // Never what keeps the process running.
    worker.unref()
    const slot: Slot = { worker, loaded: false, stopped: false, task: null }
    slots.add(slot)
    worker.on('message', (raw: unknown) => {
      const message = decodeMessage(raw)
      if (message._tag === 'None') {
        stop(slot, 'crash', new Error('the SVG worker sent an unknown message'))
        return
      }
      if (message.value.kind === 'ready') {
        slot.loaded = true
        if (slot.task) post(slot, slot.task)
        return
      }
      const task = slot.task
      if (task === null || task.id !== message.value.id) return
      clearTimeout(task.timer)
      slot.task = null
      task.settle({ ok: true, result: message.value.result })
      release(slot)
    })
    worker.on('error', (error) => stop(slot, isOutOfMemory(error) ? 'memory' : 'crash', error))
    worker.on('exit', (code) => stop(slot, 'crash', new Error(`the SVG worker exited with code ${code}`)))
    return slot
  }

  const acquire = (): Promise<Slot | null> => {
    const ready = idle.pop()
    if (ready) {
      clearTimeout(ready.idleTimer)
      return Promise.resolve(ready)
    }
    if (slots.size < limits.workers) return Promise.resolve(spawn())
    return new Promise((resolve) => waiting.push(resolve))
  }

  return {
    get alive() {
      return slots.size
    },

    async sanitize(bytes) {
      const slot = closed ? null : await acquire()
      // Closed meanwhile (or the new worker already gone): no worker for this file.
      if (slot === null || slot.stopped) return { ok: false, failure: 'unavailable' }
      return new Promise<SvgWorkerOutcome>((settle) => {
        nextId += 1
        const task: Task = { id: nextId, bytes, settle }
        slot.task = task
        if (slot.loaded) post(slot, task)
        else task.timer = setTimeout(() => stop(slot, 'unavailable'), limits.startTimeoutMs)
      })
    },

    async close() {
      closed = true
      for (const next of waiting.splice(0)) next(null)
      const all = [...slots]
      for (const slot of all) stop(slot, null)
      await Promise.all(all.map((slot) => slot.worker.terminate()))
    },
  }
}
