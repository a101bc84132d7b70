import { describe, expect, it } from 'vitest'
import {
  streamerPrefill,
  streamerSlug,
  twitchLoginOf,
  youtubeChannelOf,
} from '#core/inquiries/streamer-prefill.ts'

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'

describe('a streamer entry prefilled from an application', () => {
  it('writes a Ukrainian name in Latin letters as the address', () => {
    expect(streamerSlug('Оля Стрім')).toBe('olia-strim')
    expect(streamerSlug('Щука & Їжак')).toBe('shchuka-izhak')
    expect(streamerSlug('  Mr. Pixel 2000 ')).toBe('mr-pixel-2000')
    expect(streamerSlug('★★★')).toBe('')
  })

  it('reads a Twitch login from a login or a channel link', () => {
    expect(twitchLoginOf('https://www.twitch.tv/Ola_Streams/')).toBe('ola_streams')
    expect(twitchLoginOf('@Ola_Streams')).toBe('ola_streams')
    expect(twitchLoginOf('twitch.tv/ab')).toBe(null)
    expect(twitchLoginOf('https://example.com/ola')).toBe(null)
  })

  it('reads a YouTube channel id only in its own shape', () => {
    expect(youtubeChannelOf('https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv')).toBe(
      'UCabcdefghijklmnopqrstuv',
    )
    expect(youtubeChannelOf('@ola')).toBe(null)
  })

  it('takes the address from Twitch first, then the name, then the id', () => {
    expect(
      streamerPrefill(
        { name: 'Оля', twitch: 'ola_tv', discord: 'https://discord.gg/x', youtube: 'nope' },
        ID,
      ),
    ).toEqual({
      id: 'ola-tv',
      name: 'Оля',
      twitchLogin: 'ola_tv',
      youtubeChannelId: null,
      discordUrl: 'https://discord.gg/x',
    })
    expect(streamerPrefill({ name: 'Оля', discord: 'ola#1234' }, ID)).toMatchObject({
      id: 'olia',
      discordUrl: null,
    })
    expect(streamerPrefill({ name: '★★' }, ID).id).toBe('streamer-3fa85f64')
    expect(streamerPrefill({ name: 'Оля' }, ID, 'chosen-one').id).toBe('chosen-one')
  })
})
