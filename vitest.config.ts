import { defineConfig } from 'vitest/config'

// Unit, model and API tests. End-to-end tests run under Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      // Issue 3: the pure core is held to 95% of lines and branches.
      include: ['core/**/*.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
})
