/**
 * What the profile specs share: the page's texts in both languages, its controls by their labels,
 * image files to upload (real PNGs made by sharp, a GIF, bytes that only pretend to be a PNG, one
 * byte over 10 MB), a slowed-down upload so its progress can be seen, and the profile as the API
 * answers it.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { ACCOUNT, type AccountTexts, passwordInput } from './auth-screens.ts'
import { expect } from './fixtures.ts'
import { type Locale, localize, waitForHydration } from './support.ts'

export const texts = (locale: Locale): AccountTexts => ACCOUNT[locale]

/** Opens the profile and waits until it is read and the page is live. */
export const openProfile = async (page: Page, locale: Locale): Promise<void> => {
  await page.goto(localize('/profile', locale))
  await waitForHydration(page)
  await expect(page.getByTestId('profile-facts')).toBeVisible()
}

/** A text input of the page by its exact label (inputs only, not groups named the same). */
export const input = passwordInput

/** The section of the page with a heading (level 2) of that name. */
export const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

export const detailsSection = (page: Page, locale: Locale) => section(page, texts(locale).details.heading)

export const passwordSection = (page: Page, locale: Locale) => section(page, texts(locale).password.heading)

/** The profile form's save button. */
export const saveButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: texts(locale).details.save, exact: true })

/** The profile as `GET /api/v1/profile` answers it for the browser context's session. */
export const apiProfile = async (request: APIRequestContext): Promise<Record<string, unknown>> => {
  const session = (await (await request.get('/api/auth/session')).json()) as { access_token?: string }
  const answer = await request.get('/api/v1/profile', {
    headers: { Authorization: `Bearer ${session.access_token ?? ''}` },
  })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Record<string, unknown>
}

/** Gives the browser context's user an avatar through the API (as an upload from another tab would). */
export const withAvatar = async (request: APIRequestContext): Promise<void> => {
  const session = (await (await request.get('/api/auth/session')).json()) as { access_token?: string }
  const png = await pngFile()
  const answer = await request.post('/api/v1/profile/avatar', {
    headers: { Authorization: `Bearer ${session.access_token ?? ''}` },
    multipart: { file: { name: png.name, mimeType: png.mimeType, buffer: png.buffer } },
  })
  expect(answer.status()).toBe(200)
}

/** Saves the profile form with a changed first name (a PATCH of the browser's API client). */
export const saveFirstName = async (page: Page, locale: Locale, firstName = 'Olena'): Promise<void> => {
  await input(page, texts(locale).details.firstName).fill(firstName)
  await saveButton(page, locale).click()
}

export interface FilePayload {
  readonly name: string
  readonly mimeType: string
  readonly buffer: Buffer
}

/** A real PNG of `width` × `height` pixels; `noise` makes it big (it does not compress). */
export const pngFile = async (width = 320, height = 320, noise = false): Promise<FilePayload> => {
  const image = noise
    ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width, height, channels: 3 },
      })
    : sharp({ create: { width, height, channels: 3, background: { r: 255, g: 107, b: 44 } } })
  return { name: 'avatar.png', mimeType: 'image/png', buffer: await image.png().toBuffer() }
}

/** A 1×1 GIF: a real image of a type that is not allowed. */
export const gifFile = (): FilePayload => ({
  name: 'avatar.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
})

/** A file named `.png` whose bytes are text: only the server, reading the bytes, can tell. */
export const fakePngFile = (): FilePayload => ({
  name: 'avatar.png',
  mimeType: 'image/png',
  buffer: Buffer.from('this is not an image, whatever its name says\n'.repeat(20)),
})

/**
 * One byte over 10 MB (refused in the browser before anything is sent), as a file on disk: a buffer
 * that big would reach the page through a blob URL, which the site's Content-Security-Policy forbids.
 */
export const hugeFile = async (): Promise<string> => {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'vatra-huge-')), 'huge.png')
  await writeFile(file, Buffer.alloc(10 * 1024 * 1024 + 1))
  return file
}

/** One byte over an SVG's 1 MB (refused in the browser), as a file on disk like `hugeFile`. */
export const heavySvgFile = async (): Promise<string> => {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'vatra-svg-')), 'logo.svg')
  const start = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/><!--'
  const end = '--></svg>'
  await writeFile(file, `${start}${'a'.repeat(1024 * 1024 + 1 - start.length - end.length)}${end}`)
  return file
}

/** A small SVG of 100 groups inside each other: only the server, counting its markup, refuses it. */
export const deepSvgFile = (): FilePayload => ({
  name: 'logo.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(100)}<rect width="1" height="1"/>${'</g>'.repeat(100)}</svg>`,
  ),
})

/**
 * Slows the page's uploads down (Chromium's network emulation), so that the progress bar of a real
 * upload stays on screen long enough to be seen and checked. Returns a function that lifts it.
 */
export const slowUploads = async (
  context: BrowserContext,
  page: Page,
  bytesPerSecond = 64 * 1024,
): Promise<() => Promise<void>> => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await cdp.detach()
  }
}

/** Chooses a file through the file button, as a person would (the browser's file chooser). */
export const chooseFile = async (page: Page, label: string, file: FilePayload | string): Promise<void> => {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: label, exact: true }).click()
  await (await chooser).setFiles(file)
}

/** The avatar shown in the account card. */
export const avatarImage = (page: Page) => page.locator('.profile__summary .avatar img')

/** The message list of the image picker (the rules a file broke). */
export const pickerErrors = (page: Page) => page.locator('.image-picker__errors')

/** Chooses an option of a radio group by its label, as a pointer would (the input itself is hidden). */
export const chooseRadio = (page: Page, label: string) =>
  page.locator('label.radio').filter({ hasText: label }).click()

/**
 * Fills what a new account made by phone lacks for the form to be saved (the last name and the input
 * device), so that a test can go on with the change it is about.
 */
export const completeProfile = async (page: Page, locale: Locale): Promise<void> => {
  const D = texts(locale).details
  await input(page, D.lastName).fill('Koval')
  await chooseRadio(page, D.keyboard)
}

/**
 * Waits until the toasts have finished sliding in: axe reads colours as drawn, and a toast half-way
 * through its entrance (partly transparent) would be measured as low contrast.
 */
export const toastsSettled = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
        return target instanceof Element && target.closest('.Toastify') !== null
      })
      .every((animation) => animation.playState !== 'running'),
  )
