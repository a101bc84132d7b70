import { expect, test } from './fixtures.ts'

// The browser draws an SVG image (an `<img>` of an SVG file, the tab's icon) in a document of its own,
// and making it cost every page a task of 15–40 ms on the main thread after the first paint
// (docs/performance.md). What every page shows, the header's flame and the tab's icon, is no SVG image:
// the flame is inline SVG and the icon a PNG.

for (const path of ['/login', '/en/tournaments']) {
  test(`${path}: the layout shows no SVG image, and the tab's icon is a PNG`, async ({ page, request }) => {
    await page.goto(path)
    await expect(page.locator('header svg.logo-mark')).toBeVisible()
    await expect(page.locator('img[src$=".svg"]')).toHaveCount(0)
    const icons = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(icons).toEqual(['/favicon.png'])
    const icon = await request.get('/favicon.png')
    expect(icon.ok()).toBe(true)
    expect(icon.headers()['content-type']).toBe('image/png')
  })
}
