import { defineConfig } from 'vitest/config'

// Unit, model and API tests. End-to-end tests run under Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/api/support/database-templates.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      // The pure core is held to what its behaviour tests reach (unit and model tests alone, which
      // check outcomes written by hand): a drop means a rule lost its test.
      include: ['core/**/*.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 98, statements: 98, branches: 96, functions: 97 },
    },
  },
})
