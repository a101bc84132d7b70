import { test as base, expect } from '@playwright/test'

interface ConsoleFixtures {
  /** Messages a test expects because it provokes a failure on purpose (see `allowConsole`). */
  allowedConsole: RegExp[]
  /** Lets one console problem through, by pattern: only for failures the test itself provokes. */
  allowConsole: (pattern: RegExp) => void
  consoleProblems: string[]
}

/**
 * Every test fails on a console error or warning, a page error, or a React hydration warning: a page
 * that logs one is broken even when it looks right. A test that breaks something on purpose (aborts a
 * chunk, say) names the messages that causes with `allowConsole`; nothing else passes. Messages are
 * recorded as `text <url>` when the browser says which URL they concern.
 */
export const test = base.extend<ConsoleFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  allowedConsole: async ({}, use) => {
    await use([])
  },
  allowConsole: async ({ allowedConsole }, use) => {
    await use((pattern) => {
      allowedConsole.push(pattern)
    })
  },
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        // The URL the message is about, when the browser names one: allowances can be that precise.
        const { url } = message.location()
        problems.push(url ? `${message.text()} <${url}>` : message.text())
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await use(problems)
      expect(
        problems.filter((problem) => !allowedConsole.some((pattern) => pattern.test(problem))),
        'console errors, warnings or page errors',
      ).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
