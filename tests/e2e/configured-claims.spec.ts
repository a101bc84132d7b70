import enCommunity from '../../locales/en/community/index.ts'
import enDocuments from '../../locales/en/documents/index.ts'
import ukCommunity from '../../locales/uk/community/index.ts'
import ukDocuments from '../../locales/uk/documents/index.ts'
import { expect, test } from './fixtures.ts'
import { DICTIONARIES, LOCALES, localize, waitForHydration } from './support.ts'

// The about and contacts pages say only what the running configuration offers. The end-to-end server
// runs the default configuration: no social sign-in, no community channel (COMMUNITY_*_URL). What
// they show when configured is checked at unit level (tests/unit/about-claims.test.ts).

const DOCUMENTS = { uk: ukDocuments, en: enDocuments } as const
const COMMUNITY = { uk: ukCommunity, en: enCommunity } as const

for (const locale of LOCALES) {
  const about = DOCUMENTS[locale].about

  test(`about (${locale}): no social sign-in, no Discord link and no address it does not have`, async ({
    page,
  }) => {
    await page.goto(localize('/about', locale))
    await waitForHydration(page)
    const main = page.getByRole('main')
    const join = main.getByRole('region', { name: about.sections.join.title })
    await expect(join).toHaveText(`${about.sections.join.title}${about.sections.join.signUp}`)
    await expect(main).not.toContainText('Google')
    await expect(main).not.toContainText(about.sections.community.discord)
    await expect(main.getByRole('link', { name: about.sections.community.discordLink })).toHaveCount(0)
    await expect(main).not.toContainText(about.sections.join.contact)
    // Nor a link promised on the home page.
    await expect(main).not.toContainText(
      locale === 'en'
        ? 'you will find the link on the home page'
        : 'посилання на нього є на головній сторінці',
    )
  })

  test(`contacts (${locale}): no channels named without a channel configured`, async ({ page }) => {
    await page.goto(localize('/contacts', locale))
    await waitForHydration(page)
    const main = page.getByRole('main')
    const contacts = COMMUNITY[locale].contacts
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(contacts.heading)
    await expect(main.getByRole('region', { name: contacts.formHeading })).toBeVisible()
    await expect(main.getByRole('region', { name: contacts.channelsHeading })).toHaveCount(0)
    await expect(main).not.toContainText(contacts.channelsHeading)
    // The contact form is the way to write; no channel and no address is configured, so no link.
    await expect(main.getByRole('link')).toHaveCount(0)
    const footerCommunity = page.getByRole('contentinfo').getByRole('navigation', {
      name: DICTIONARIES[locale].footer.community,
    })
    await expect(footerCommunity.getByRole('link')).toHaveText([
      DICTIONARIES[locale].footer.aboutCommunity,
      DICTIONARIES[locale].footer.streamers,
    ])
  })
}
