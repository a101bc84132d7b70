import { test } from './fixtures.ts'
import { makePhoneAccountPools } from './phone-accounts.ts'

// Runs before the other tests (playwright.config.ts): see tests/e2e/phone-accounts.ts.
test('phone accounts for the code tests, made a minute ahead', async ({ request }) => {
  test.setTimeout(120_000)
  await makePhoneAccountPools(request)
})
