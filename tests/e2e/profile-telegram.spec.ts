import { startTelegramApi, TELEGRAM_WEBHOOK_SECRET, type TelegramApi } from '../fakes/telegram-api.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize, waitForHydration } from './support.ts'
import { signedInUser, useFreshClientAddress } from './support-accounts.ts'

// The profile's Telegram section on a phone (390 px) in both languages (docs/telegram.md, ADR 0067):
// link the bot from the profile (the test posts Telegram's `/start {token}` update to the webhook as
// Telegram would), see "Linked", choose Telegram for a kind, unlink; axe finds nothing in any state.
// The server's bot talks to the imitation of the Bot API started here (playwright.config.ts names its
// port): it must be up while the bot answers, so this file's tests run one after another.

const TEXTS = {
  uk: {
    link: 'Прив’язати Telegram',
    open: 'Відкрити Telegram',
    check: 'Перевірити прив’язку',
    linked: 'Telegram прив’язано',
    kind: 'Мій наступний матч готовий',
    save: 'Зберегти',
    saved: 'Збережено.',
    unlink: 'Відв’язати Telegram',
    unlinked: 'Telegram відв’язано. Сповіщення надходитимуть на e-mail.',
    noEmail: 'У профілі немає e-mail: сповіщення на пошту не надійдуть, доки ви її не додасте.',
  },
  en: {
    link: 'Link Telegram',
    open: 'Open Telegram',
    check: 'Check the link',
    linked: 'Telegram linked',
    kind: 'My next match is ready',
    save: 'Save',
    saved: 'Saved.',
    unlink: 'Unlink Telegram',
    unlinked: 'Telegram unlinked. Notifications come by e-mail.',
    noEmail:
      'Your profile has no e-mail address: notifications by e-mail cannot reach you until you add one.',
  },
} as const

const PHONE = { width: 390, height: 844 } as const
/**
 * The bot answers in the account's language, the one it signed up in (Ukrainian for these accounts),
 * whichever language the profile was open in.
 */
const LINKED_REPLY = 'Готово: Telegram прив’язано до акаунта'

test.describe.configure({ mode: 'serial' })

let telegram: TelegramApi
test.beforeAll(async () => {
  telegram = await startTelegramApi({ port: Number(process.env.E2E_TELEGRAM_PORT) })
})
test.afterAll(() => telegram.close())

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const [index, locale] of LOCALES.entries()) {
  const T = TEXTS[locale]

  test(`links Telegram, chooses it for a kind and unlinks, on a phone (${locale})`, async ({ page }) => {
    // A journey of four forms and five axe checks.
    test.setTimeout(90_000)
    await page.setViewportSize(PHONE)
    await signedInUser(page)
    await page.goto(localize('/profile', locale))
    await waitForHydration(page)
    const section = page.locator('section#telegram')
    await expect(section.getByRole('heading', { name: 'Telegram' })).toBeVisible()
    await expectNoViolations(page, `Telegram not linked (${locale})`)

    await section.getByRole('button', { name: T.link }).click()
    const open = section.getByRole('link', { name: new RegExp(`^${T.open}`) })
    await expect(open).toBeVisible()
    const href = (await open.getAttribute('href')) ?? ''
    const token = /^https:\/\/t\.me\/vatra_test_bot\?start=([\w-]{43})$/.exec(href)?.[1]
    expect(token, href).toBeDefined()
    await expectNoViolations(page, `the link to open (${locale})`)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)

    // The player presses Start in Telegram: Telegram posts the update to the bot's webhook.
    const chat = telegram.user({ id: 9_100_000 + index, firstName: 'Player', languageCode: locale })
    const delivered = await page.request.post('/api/telegram/webhook', {
      headers: { 'X-Telegram-Bot-Api-Secret-Token': TELEGRAM_WEBHOOK_SECRET },
      data: telegram.updateFrom(chat, `/start ${token}`),
    })
    expect(delivered.status()).toBe(200)
    await expect.poll(() => telegram.textsTo(chat.id).join('\n')).toContain(LINKED_REPLY)

    await section.getByRole('link', { name: T.check }).click()
    await expect(section.getByText(T.linked)).toBeVisible()
    // A phone account has no e-mail address: the section says what that means.
    await expect(section.getByText(T.noEmail)).toBeVisible()
    await expectNoViolations(page, `Telegram linked (${locale})`)

    const kind = section.getByRole('group', { name: T.kind })
    await kind.getByRole('radio', { name: 'Telegram', exact: true }).check()
    await section.getByRole('button', { name: T.save }).click()
    await expect(section.getByRole('status')).toHaveText(T.saved)
    await expect(
      section.getByRole('group', { name: T.kind }).getByRole('radio', { name: 'Telegram', exact: true }),
    ).toBeChecked()
    // Read again from the server (a new visit, not the form's answer).
    await page.goto(localize('/profile', locale))
    await waitForHydration(page)
    await expect(
      section.getByRole('group', { name: T.kind }).getByRole('radio', { name: 'Telegram', exact: true }),
    ).toBeChecked()
    await expectNoViolations(page, `choices saved (${locale})`)

    await section.getByRole('button', { name: T.unlink }).click()
    await expect(section.getByRole('status')).toHaveText(T.unlinked)
    await expect(section.getByRole('button', { name: T.link })).toBeVisible()
    await expectNoViolations(page, `Telegram unlinked (${locale})`)
  })
}
