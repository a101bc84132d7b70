// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  documentActivity,
  mayReadAgain,
  type PageActivity,
  whenUndisturbed,
} from '#ui/shared/live/undisturbed.ts'

const idle: PageActivity = { unsentInput: false, typing: false, dialogOpen: false, requestPending: false }

/** A page whose activity the test sets, and whose watchers it wakes. */
const fakePage = () => {
  let activity = idle
  const watchers = new Set<() => void>()
  return {
    set: (next: Partial<PageActivity>) => {
      activity = { ...idle, ...next }
      for (const check of [...watchers]) check()
    },
    watching: () => watchers.size,
    deps: {
      activity: () => activity,
      watch: (check: () => void) => {
        watchers.add(check)
        return () => watchers.delete(check)
      },
    },
  }
}

describe('a live read does not disturb the user', () => {
  it('reads only while the user is in the middle of nothing', () => {
    expect(mayReadAgain(idle)).toBe(true)
    expect(mayReadAgain({ ...idle, unsentInput: true })).toBe(false)
    expect(mayReadAgain({ ...idle, typing: true })).toBe(false)
    expect(mayReadAgain({ ...idle, dialogOpen: true })).toBe(false)
    expect(mayReadAgain({ ...idle, requestPending: true })).toBe(false)
  })

  it('reads at once on an idle page, and watches nothing', () => {
    const page = fakePage()
    let reads = 0
    whenUndisturbed(page.deps, () => reads++).request()
    expect([reads, page.watching()]).toEqual([1, 0])
  })

  it('holds the changes that come mid-action and reads once when the last activity ends', () => {
    const page = fakePage()
    let reads = 0
    const read = whenUndisturbed(page.deps, () => reads++)
    page.set({ dialogOpen: true })
    read.request()
    read.request()
    expect(reads).toBe(0)
    // The confirmation is answered: its request is now pending.
    page.set({ requestPending: true })
    expect(reads).toBe(0)
    page.set({})
    expect([reads, page.watching()]).toEqual([1, 0])
    page.set({})
    expect(reads).toBe(1)
  })

  it('drops a held read when the page stops following', () => {
    const page = fakePage()
    let reads = 0
    const read = whenUndisturbed(page.deps, () => reads++)
    page.set({ unsentInput: true })
    read.request()
    read.stop()
    page.set({})
    expect([reads, page.watching()]).toEqual([0, 0])
  })
})

describe('what the user is in the middle of, read from the document', () => {
  const page = (html: string) => {
    document.body.innerHTML = `<main>${html}</main>`
    return documentActivity(document)
  }

  it('sees typed text not sent, and not a field as the server rendered it', () => {
    expect(page('<input name="nickname" value="">')).toEqual(idle)
    const field = document.querySelector('input')
    if (!field) throw new Error('rendered')
    field.value = 'Nick'
    expect(documentActivity(document)).toEqual({ ...idle, unsentInput: true })
    field.focus()
    expect(documentActivity(document)).toEqual({ ...idle, unsentInput: true, typing: true })
  })

  it('sees an open dialog and a pending request, and not a focused button', () => {
    expect(page('<div role="alertdialog">Leave?</div>')).toEqual({ ...idle, dialogOpen: true })
    expect(page('<section aria-busy="true"></section>')).toEqual({ ...idle, requestPending: true })
    expect(page('<section aria-busy="false"><button>Check in</button></section>')).toEqual(idle)
    document.querySelector('button')?.focus()
    expect(documentActivity(document)).toEqual(idle)
  })
})
