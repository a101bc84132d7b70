/**
 * Who a local OAuth server (`oauth2-mock-server`) says is signing in, as Discord's `/users/@me`
 * answers it: a new one at each call, unique across the test processes.
 */
export interface DiscordUser {
  readonly id: string
  readonly username: string
  readonly global_name: string
  readonly email: string
  readonly verified: boolean
  readonly avatar: string | null
  readonly discriminator: string
}

let serial = 0

export const discordUser = (): DiscordUser => {
  serial += 1
  const id = `${process.pid}${serial}`
  return {
    id: `80351110224${id.padStart(7, '0')}`,
    username: `disco${id}`,
    global_name: `Disco ${id}`,
    email: `disco.${id}@example.com`,
    verified: true,
    avatar: 'a1b2c3',
    discriminator: '0',
  }
}
