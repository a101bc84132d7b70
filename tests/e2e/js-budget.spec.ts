import { gzipSync } from 'node:zlib'
import type { Response } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// Issue 2 "Budgets": the landing page ships at most 100 KiB of gzipped JavaScript on first load. Each
// script the browser fetches (entry, modulepreloads, the dictionary chunk loaded before hydration) is
// gzipped here at level 9, so the number does not depend on the server's compression settings.

const BUDGET_BYTES = 100 * 1024

const isJavaScript = (response: Response): boolean =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname)

for (const url of ['/', '/en']) {
  test(`first load of ${url} ships at most 100 KiB of gzipped JavaScript`, async ({ page, baseURL }, testInfo) => {
    const scripts = new Map<string, Response>()
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && isJavaScript(response)) scripts.set(response.url(), response)
    })
    // A fresh context per test: nothing is cached.
    await page.goto(url)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')

    const rows: { file: string; raw: number; gzip: number; transferred: number }[] = []
    for (const [scriptUrl, response] of scripts) {
      expect(response.status(), scriptUrl).toBe(200)
      const body = await response.body()
      const { responseBodySize } = await response.request().sizes()
      rows.push({
        file: scriptUrl.replace(baseURL ?? '', ''),
        raw: body.byteLength,
        gzip: gzipSync(body, { level: 9 }).byteLength,
        transferred: responseBodySize,
      })
    }
    expect(rows.length, 'the page loads its JavaScript').toBeGreaterThan(0)
    const total = (key: 'raw' | 'gzip' | 'transferred') => rows.reduce((sum, row) => sum + row[key], 0)
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
    const report = [
      `JS budget ${url}: ${rows.length} scripts, ${kib(total('gzip'))} gzip -9 (raw ${kib(total('raw'))}, transferred ${kib(total('transferred'))}); budget ${kib(BUDGET_BYTES)}`,
      ...rows.sort((a, b) => b.gzip - a.gzip).map((row) => `  ${kib(row.gzip).padStart(10)}  ${row.file}`),
    ].join('\n')
    console.log(report)
    await testInfo.attach(`js-budget${url.replaceAll('/', '-')}.txt`, { body: report, contentType: 'text/plain' })
    expect(total('gzip'), report).toBeLessThanOrEqual(BUDGET_BYTES)
  })
}
