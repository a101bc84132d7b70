import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core with the WCAG 2.2 AA rules finds nothing on the page as it is now.
 * It runs in the page itself (legacy mode) rather than through a blank page of its own, and keeps only
 * the violations: two and a half times faster, and the pages have no cross-origin frame of their own
 * to test (a video player's frame is YouTube's).
 */
export const expectNoViolations = async (page: Page, what = ''): Promise<void> => {
  // `options` replaces every option set before it, `withTags`'s among them: it comes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze()
  expect(
    violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    })),
    `axe violations: ${what} (${page.url()})`,
  ).toEqual([])
}
