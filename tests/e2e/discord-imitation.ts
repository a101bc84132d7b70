/**
 * The imitation of Discord's API (tests/fakes/discord-api.ts) as a process of its own, for the
 * end-to-end server (playwright.config.ts starts it before the server): on `DISCORD_IMITATION_PORT`,
 * with the moderators' channel the server is told of. Tests read its messages over HTTP
 * (`GET /__imitation/state`) and ask it for an interaction's token (`POST /__imitation/interaction`).
 */
import { startDiscordImitation } from '../fakes/discord-api.ts'

const port = Number(process.env.DISCORD_IMITATION_PORT)
const channel = process.env.DISCORD_MODERATION_CHANNEL_ID
if (!Number.isInteger(port) || port <= 0 || !channel) {
  console.error('DISCORD_IMITATION_PORT and DISCORD_MODERATION_CHANNEL_ID are needed')
  process.exit(2)
}
const imitation = await startDiscordImitation({ port })
imitation.addChannel(channel)
console.log(`discord imitation on ${imitation.apiUrl}`)
const stop = () => void imitation.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
