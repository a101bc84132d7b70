import type { Page } from '@playwright/test'
import enCommunity from '../../locales/en/community/index.ts'
import ukCommunity from '../../locales/uk/community/index.ts'
import { ACCOUNT, fieldError, fill, formAlert } from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  failedResourceMessage,
  LOCALES,
  type Locale,
  localize,
  switchLanguage,
  waitForHydration,
} from './support.ts'
import { uniqueEmail, uniquePhone, useFreshClientAddress } from './support-accounts.ts'

// The community's pages (spec §2, §3): the contact form and the streamer application with bad input
// and with success in both languages (the messages re-applied on a language switch), one form sent
// without JavaScript, and partners and services rendered by the server. axe once per page and language.

const COMMUNITY: Readonly<Record<Locale, typeof ukCommunity>> = { uk: ukCommunity, en: enCommunity }

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)
const submitButton = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true })
/** The field for a phone number of any country or an e-mail address, by its label. */
const contactInput = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: COMMUNITY[locale].form.contact, exact: true })
/** A Polish number nobody else in the run writes from (the limits count each number). */
const abroadNumber = (): string => `+48 ${uniquePhone().slice(-9)}`

const expectSent = async (page: Page, locale: Locale) => {
  const texts = COMMUNITY[locale].form
  await expect(page.getByRole('heading', { name: texts.sentHeading })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(texts.sentBody)
}

for (const locale of LOCALES) {
  const texts = COMMUNITY[locale]
  const validation = ACCOUNT[locale].validation

  test(`contact form (${locale}): errors at the fields, then 'Message sent'`, async ({ page }) => {
    await page.goto(localize('/contacts', locale))
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.contacts.heading)
    await expect(page.getByRole('main')).toContainText(texts.form.review)
    // The honeypot is out of reach: hidden from assistive technology and out of the tab order.
    await expect(page.locator('.honeypot')).toHaveAttribute('aria-hidden', 'true')
    await expect(field(page, 'website')).toHaveAttribute('tabindex', '-1')
    await expect(field(page, 'website')).toHaveAttribute('autocomplete', 'off')
    await expectNoViolations(page, `contacts ${locale}`)

    await expect(contactInput(page, locale)).toHaveAccessibleDescription(texts.form.contactHint)
    await field(page, 'name').fill('О')
    await contactInput(page, locale).fill('call me maybe')
    await field(page, 'message').fill('Коротко')
    await submitButton(page, texts.contacts.submit).click()
    await expect(fieldError(page, 'name')).toHaveText(fill(validation.minLength, { min: 2 }))
    await expect(fieldError(page, 'phone')).toHaveText(validation.contactInvalid)
    await expect(fieldError(page, 'message')).toHaveText(fill(validation.minLength, { min: 10 }))
    await expect(field(page, 'name')).toBeFocused()
    await expectNoViolations(page, `contacts ${locale} with errors`)

    await field(page, 'name').fill('Олена Коваль')
    await contactInput(page, locale).fill(abroadNumber())
    await field(page, 'message').fill('Хочемо провести корпоративний турнір з CS2 для восьми команд.')
    await submitButton(page, texts.contacts.submit).click()
    await expectSent(page, locale)
    await expect(
      page.locator('.Toastify').getByText(ACCOUNT[locale].flows.messages.messageSent),
    ).toBeVisible()
  })

  test(`streamer application (${locale}): what we offer, errors, then sent`, async ({ page }) => {
    await page.goto(localize('/producing', locale))
    await waitForHydration(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.producing.heading)
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(
      Object.values(texts.producing.offers).map((offer) => offer.title),
    )
    await expectNoViolations(page, `producing ${locale}`)

    await field(page, 'twitch').fill('x'.repeat(201))
    await submitButton(page, texts.producing.submit).click()
    await expect(fieldError(page, 'name')).toHaveText(validation.required)
    await expect(fieldError(page, 'twitch')).toHaveText(fill(validation.maxLength, { max: 200 }))
    await expect(fieldError(page, 'message')).toHaveText(validation.required)

    await field(page, 'name').fill('Sam Frost')
    await contactInput(page, locale).fill(uniqueEmail('sam'))
    await field(page, 'twitch').fill('twitch.tv/samfrost')
    await field(page, 'discord').fill('samfrost')
    await field(page, 'message').fill('I stream Valorant four evenings a week and want to grow.')
    await submitButton(page, texts.producing.submit).click()
    await expectSent(page, locale)

    // A second message from the same page goes with the token the first one answered: each token
    // takes one message (ADR 0037), and the page's own is spent.
    await page.getByRole('button', { name: texts.form.sendAnother }).click()
    await field(page, 'name').fill('Sam Frost')
    await contactInput(page, locale).fill(abroadNumber())
    await field(page, 'message').fill('I also stream Apex Legends on weekends, if that helps.')
    await submitButton(page, texts.producing.submit).click()
    await expectSent(page, locale)
  })
}

test('the field errors follow a language switch, and the typed values stay', async ({ page }) => {
  await page.goto('/contacts')
  await waitForHydration(page)
  await field(page, 'name').fill('Олена')
  await submitButton(page, ukCommunity.contacts.submit).click()
  await expect(fieldError(page, 'message')).toHaveText(ACCOUNT.uk.validation.required)
  await switchLanguage(page, 'uk', 'en')
  await expect(page).toHaveURL(/\/en\/contacts$/)
  await expect(fieldError(page, 'message')).toHaveText(ACCOUNT.en.validation.required)
  await expect(field(page, 'name')).toHaveValue('Олена')
})

test('a form open too long is renewed by the server: the typed values stay and it is sent again', async ({
  page,
  allowConsole,
}) => {
  // The refusal of the stale token, which the test provokes.
  allowConsole(failedResourceMessage(400, '/en/api/v1/contact'))
  // The page's fill-time token made stale (its signature no longer the server's), as a page open for
  // more than a day has: the server refuses it as expired, whatever its clock says.
  await page.route('**/en/contacts', async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const token = /name="started" value="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(token).not.toBe('')
    const headers = { ...response.headers() }
    delete headers['content-encoding']
    delete headers['content-length']
    await route.fulfill({
      response,
      headers,
      body: html.replaceAll(token, `${token.split('.')[0]}.${'A'.repeat(43)}`),
    })
  })
  await page.goto('/en/contacts')
  await waitForHydration(page)
  const typed = {
    name: 'Olena Koval',
    phone: uniquePhone(),
    message: 'We would like to run a CS2 tournament for eight teams.',
  }
  await field(page, 'name').fill(typed.name)
  await contactInput(page, 'en').fill(typed.phone)
  await field(page, 'message').fill(typed.message)
  await submitButton(page, enCommunity.contacts.submit).click()
  await expect(formAlert(page)).toHaveText(ACCOUNT.en.flows.messages.formRenewed)
  await expect(field(page, 'name')).toHaveValue(typed.name)
  await expect(field(page, 'phone')).toHaveValue(typed.phone)
  await expect(field(page, 'message')).toHaveValue(typed.message)
  await expectNoViolations(page, 'contacts en, renewed')

  await submitButton(page, enCommunity.contacts.submit).click()
  await expectSent(page, 'en')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form answers bad input at the fields, keeps the values, then sends', async ({
    page,
    allowConsole,
  }) => {
    // The page answering the bad input is a 400, which the browser reports.
    allowConsole(/status of 400 \(Bad Request\) <http:\/\/localhost:\d+\/en\/contacts>$/)
    await page.goto('/en/contacts')
    const phone = abroadNumber()
    await field(page, 'name').fill('Sam')
    await field(page, 'phone').fill(phone)
    await field(page, 'message').fill('Short')
    await submitButton(page, enCommunity.contacts.submit).click()
    await expect(page).toHaveURL(/\/en\/contacts$/)
    await expect(fieldError(page, 'message')).toHaveText(fill(ACCOUNT.en.validation.minLength, { min: 10 }))
    await expect(field(page, 'name')).toHaveValue('Sam')
    await expect(field(page, 'phone')).toHaveValue(phone)
    await expect(field(page, 'message')).toHaveValue('Short')
    await expect(formAlert(page)).toHaveText('')
    await field(page, 'message').fill('We would like to sponsor the spring cup.')
    await submitButton(page, enCommunity.contacts.submit).click()
    await expectSent(page, 'en')
  })
})

for (const locale of LOCALES) {
  const texts = COMMUNITY[locale]
  test(`partners and services render on the server (${locale})`, async ({ page }) => {
    const partners = await page.goto(localize('/partners', locale))
    // In the server's HTML already, not fetched by the browser afterwards.
    const partnersHtml = (await partners?.text()) ?? ''
    for (const tier of Object.values(texts.partners.tiers)) expect(partnersHtml).toContain(tier)
    expect(partnersHtml).toContain('Siaivo Telecom')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.partners.heading)
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      texts.partners.tiers.general,
      texts.partners.tiers.partner,
      texts.partners.tiers.media,
    ])
    // A sponsor's link is marked paid; a partner's is not.
    await expect(
      main.getByRole('link', { name: fill(texts.partners.visit, { name: 'Siaivo Telecom' }) }),
    ).toHaveAttribute('rel', 'noopener noreferrer sponsored')
    await expect(
      main.getByRole('link', { name: fill(texts.partners.visit, { name: 'Kolo Arena' }) }),
    ).toHaveAttribute('rel', 'noopener noreferrer')
    const logo = main.locator('img.partner-logo').first()
    await expect(logo).toHaveAttribute('width', '200')
    await expect(logo).toHaveAttribute('src', /^\/media\/partner-logos\//)
    await expectNoViolations(page, `partners ${locale}`)

    const services = await page.goto(localize('/services', locale))
    expect((await services?.text()) ?? '').toContain(
      locale === 'uk' ? 'Організація турнірів' : 'Tournament production',
    )
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.services.heading)
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(4)
    const ctas = main.getByRole('link', { name: new RegExp(`^${texts.services.cta}`) })
    await expect(ctas).toHaveCount(4)
    await expect(ctas.first()).toHaveAttribute('href', localize('/contacts', locale))
    await expectNoViolations(page, `services ${locale}`)
  })
}
