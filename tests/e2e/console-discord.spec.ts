import { createPrivateKey, sign } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import enConsole from '../../locales/en/console/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import type { ImitatedMessage } from '../fakes/discord-api.ts'
import { IMITATION_APPLICATION_ID } from '../fakes/discord-api.ts'
import { publishedTournament, registerTeam, signInAsStaff } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// Moderation in Discord, end to end: a team completes, the server posts its message to (the imitation
// of) Discord; a moderator's Confirm click, signed as Discord signs it with the key whose public half
// the server was started with, confirms the team: the public participants tab and the console say so
// on a phone, and the message in Discord does too.

const PHONE = { width: 390, height: 844 } as const
const CHANNEL = '910000000000000001'
const MODERATOR_ROLE = '920000000000000001'
const imitation = `http://127.0.0.1:${process.env.E2E_DISCORD_PORT}`

const messagesOf = async (request: APIRequestContext, teamName: string): Promise<ImitatedMessage[]> => {
  const state = (await (await request.get(`${imitation}/__imitation/state`)).json()) as {
    messages: ImitatedMessage[]
  }
  return state.messages.filter(
    (message) => message.channel_id === CHANNEL && message.embeds.some((embed) => embed.title === teamName),
  )
}

test('a team completes, a moderator confirms it in Discord, and the site shows it confirmed', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  await signInAsStaff(page, 'organiser')
  const tournament = await publishedTournament(page)
  const name = `Discord ${tournament.name.slice(-8)}`
  // Teams of one player: a logo completes it.
  const teamId = await registerTeam(browser, tournament.id, name, { logo: true })

  await expect.poll(async () => (await messagesOf(request, name)).length, { timeout: 15_000 }).toBe(1)
  const [message] = await messagesOf(request, name)
  if (!message) throw new Error('no message')
  expect(message.components).toMatchObject([
    {
      components: [
        { custom_id: `team:confirm:${teamId}` },
        { custom_id: `team:reject:${teamId}` },
        { style: 5 },
      ],
    },
  ])

  // A moderator clicks Confirm: Discord signs the interaction and sends it to the server.
  const { token } = (await (
    await request.post(`${imitation}/__imitation/interaction`, { data: { messageId: message.id } })
  ).json()) as { token: string }
  const moderator = { id: '940000000000000777', username: 'e2e_moderator' }
  const body = JSON.stringify({
    application_id: IMITATION_APPLICATION_ID,
    channel_id: CHANNEL,
    data: { component_type: 2, custom_id: `team:confirm:${teamId}` },
    guild_id: '930000000000000001',
    id: '950000000000000777',
    locale: 'uk',
    member: {
      roles: [MODERATOR_ROLE],
      user: { id: moderator.id, username: moderator.username, global_name: null },
    },
    message,
    token,
    type: 3,
    version: 1,
  })
  const timestamp = String(Math.floor(Date.now() / 1000))
  const privateKey = createPrivateKey(process.env.E2E_DISCORD_PRIVATE_KEY ?? '')
  const answer = await request.post('/api/discord/interactions', {
    headers: {
      'Content-Type': 'application/json',
      'X-Signature-Ed25519': sign(null, Buffer.from(timestamp + body), privateKey).toString('hex'),
      'X-Signature-Timestamp': timestamp,
    },
    data: body,
  })
  expect(answer.status()).toBe(200)
  const updated = (await answer.json()) as { type: number; data: { embeds: Array<{ description: string }> } }
  expect(updated.type).toBe(7)
  expect(updated.data.embeds[0]?.description).toContain(`Confirmed by <@${moderator.id}>`)

  // The public participants tab, on a phone.
  await page.context().clearCookies()
  await page.goto(`/tournaments/${tournament.slug}/participants`)
  await waitForHydration(page)
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
    ukTournament.participants.states.confirmed,
  )
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

  // The console's desk, as a moderator.
  await signInAsStaff(page, 'moderator')
  await page.goto(`/en/console/tournaments/${tournament.id}/teams?state=confirmed`)
  await waitForHydration(page)
  await expect(page.getByRole('article', { name })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: enConsole.desk.states.label }).getByRole('link', {
      name: `${enConsole.desk.states.confirmed}: 1`,
    }),
  ).toBeVisible()

  // And the message in Discord, kept by the server's job: no buttons of a decision left.
  await expect
    .poll(async () => (await messagesOf(request, name))[0]?.components, { timeout: 15_000 })
    .toEqual([{ type: 1, components: [expect.objectContaining({ style: 5 })] }])
  const [shown] = await messagesOf(request, name)
  expect(shown?.id).toBe(message.id)
  expect(shown?.embeds[0]?.description).toContain(`Підтвердив(-ла) <@${moderator.id}>`)
})
