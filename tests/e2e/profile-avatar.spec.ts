import type { Page, Request } from '@playwright/test'
import { failedResource, fill, SPEC, toast } from './auth-screens.ts'
import { expect, test } from './fixtures.ts'
import {
  avatarImage,
  chooseFile,
  deepSvgFile,
  type FilePayload,
  fakePngFile,
  gifFile,
  heavySvgFile,
  hugeFile,
  openProfile,
  pickerErrors,
  pngFile,
  slowUploads,
  texts,
} from './profile-support.ts'
import { LOCALES } from './support.ts'
import { signedInUser, useFreshClientAddress } from './support-accounts.ts'

// Spec §5/§9 and issue 5 item 5 in the browser: choose or drop an image, its preview, a progress bar
// driven by the request's upload progress, 'Avatar updated' and the stored image shown from /media;
// files that break a rule are refused with the rule named — in the browser (type, 10 MB) or by the
// server reading the bytes (a text file named .png).

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

/** Drops a file on the avatar's drop zone, with the drag events a browser sends. */
const dropFile = async (page: Page, file: FilePayload) => {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }))
      return transfer
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  )
  // A drag from the desktop carries file entries (`webkitGetAsEntry`), which a script-made
  // DataTransfer lacks and React Aria reads: the test's drag gets what a real one would have.
  await page.evaluate(() => {
    const item = DataTransferItem.prototype
    const original = item.webkitGetAsEntry
    item.webkitGetAsEntry = function (this: DataTransferItem) {
      return original.call(this) ?? (this.kind === 'file' ? ({ isFile: true } as FileSystemEntry) : null)
    }
  })
  const zone = page.locator('.image-picker')
  await zone.dispatchEvent('dragenter', { dataTransfer })
  await zone.dispatchEvent('dragover', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })
}

for (const locale of LOCALES) {
  const T = texts(locale)
  const A = T.avatar

  test(`a real PNG: preview, the progress bar, "Avatar updated", then the image from /media; removed again (${locale})`, async ({
    page,
    context,
  }) => {
    const user = await signedInUser(page)
    await openProfile(page, locale)
    // No avatar yet: the initials stand in.
    await expect(page.getByRole('img', { name: A.none })).toBeVisible()
    const png = await pngFile(400, 400, true)
    const fast = await slowUploads(context, page, Math.ceil(png.buffer.length / 3))
    await chooseFile(page, A.choose, png)
    await expect(page.getByRole('img', { name: A.preview })).toBeVisible()
    const progress = page.getByRole('progressbar', { name: new RegExp(png.name) })
    await expect(progress).toBeVisible()
    // The bar follows the bytes sent: it moves before the upload is done.
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0)
    await expect(toast(page, T.flows.messages.avatarUpdated)).toBeVisible({ timeout: 20_000 })
    await fast()
    await expect(progress).toHaveCount(0)
    const image = avatarImage(page)
    await expect(image).toHaveAttribute('src', /^\/media\//)
    await expect(image).toHaveAttribute('alt', new RegExp(user.nickname))
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    // WebP renditions for the browsers that take them.
    await expect(page.locator('.profile__summary picture source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /\/media\/\S+ \d+w/,
    )

    // Stored: shown again after a reload.
    await page.reload()
    await expect(avatarImage(page)).toHaveAttribute('src', /^\/media\//)
    await page.getByRole('button', { name: A.remove }).click()
    await expect(toast(page, T.flows.messages.avatarRemoved)).toBeVisible()
    await expect(page.getByRole('img', { name: A.none })).toBeVisible()
  })

  test(`files that break a rule are refused, each naming its rule (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(failedResource(400, '/profile/avatar'))
    allowConsole(failedResource(422, '/profile/avatar'))
    await signedInUser(page)
    await openProfile(page, locale)
    const V = T.validation
    const expected = (en: string, uk: string) => (locale === 'en' ? en : uk)
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/profile/avatar') && request.method() === 'POST') uploads += 1
    })

    await chooseFile(page, A.choose, gifFile())
    await expect(pickerErrors(page)).toHaveText(expected(SPEC.imageType, V.imageType))
    await chooseFile(page, A.choose, await hugeFile())
    await expect(pickerErrors(page)).toHaveText(
      expected(SPEC.imageTooLarge, fill(V.imageTooLarge, { max: 10 })),
    )
    // An SVG has a lower limit of its own.
    await chooseFile(page, A.choose, await heavySvgFile())
    await expect(pickerErrors(page)).toHaveText(fill(V.svgTooLarge, { max: 1 }))
    // None was sent: the browser knew.
    expect(uploads).toBe(0)

    // A text file named .png passes what the browser can check; the server reads its bytes.
    await chooseFile(page, A.choose, fakePngFile())
    await expect(pickerErrors(page)).toHaveText(expected(SPEC.imageType, V.imageType))
    expect(uploads).toBe(1)
    // An SVG nested too deep: the server's 422 names its rule in the page's language (the server's
    // first SVG waits for a worker to load its parser: seconds on a busy machine).
    await chooseFile(page, A.choose, deepSvgFile())
    await expect(pickerErrors(page)).toHaveText(V.svgTooComplex, { timeout: 20_000 })
    expect(uploads).toBe(2)
    await expect(page.getByRole('img', { name: A.none })).toBeVisible()
  })

  test(`a file dropped on the avatar is uploaded like a chosen one; a dropped GIF is refused (${locale})`, async ({
    page,
  }) => {
    await signedInUser(page)
    await openProfile(page, locale)
    await dropFile(page, gifFile())
    await expect(pickerErrors(page)).toHaveText(locale === 'en' ? SPEC.imageType : T.validation.imageType)
    await dropFile(page, await pngFile(200, 200))
    await expect(toast(page, T.flows.messages.avatarUpdated)).toBeVisible({ timeout: 20_000 })
    await expect(avatarImage(page)).toHaveAttribute('src', /^\/media\//)
    await expect(pickerErrors(page)).toHaveText('')
  })
}

test('an upload can be cancelled while it goes out: nothing changes', async ({ page, context }) => {
  const A = texts('en').avatar
  await signedInUser(page)
  await openProfile(page, 'en')
  const png = await pngFile(400, 400, true)
  await slowUploads(context, page, Math.ceil(png.buffer.length / 30))
  const isUpload = (request: Request) => request.url().endsWith('/profile/avatar')
  // The bar shows while the file's head is read and the session's token fetched; the request
  // leaves after that, and only a request that has left can be seen aborted.
  const sent = page.waitForRequest(isUpload)
  await chooseFile(page, A.choose, png)
  await expect(page.getByRole('progressbar')).toBeVisible()
  await sent
  const upload = page.waitForEvent('requestfailed', { predicate: isUpload, timeout: 10_000 })
  await page.getByRole('button', { name: A.cancel }).click()
  // The request itself is stopped, not only the bar hidden.
  expect((await upload).failure()?.errorText).toMatch(/ABORTED/)
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByRole('img', { name: A.none })).toBeVisible()
  await expect(page.getByRole('button', { name: A.choose })).toBeEnabled()
})
