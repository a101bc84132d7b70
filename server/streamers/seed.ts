/**
 * The demo streamers, their channels' state and their videos, written once into an empty streamers
 * table (`npm start` on a fresh database, the e2e server). Some are live in the seed state, so the
 * pages show a live stream without Twitch credentials; with credentials the poller replaces the state
 * within a minute.
 */
import type { StreamPlatform } from '#core/streamers/streamers.ts'
import type { StreamerArt } from './art.ts'
import type { StreamerRepository } from './repository.ts'

interface DemoStreamer {
  readonly id: string
  readonly name: string
  readonly bioUk: string
  readonly bioEn: string
  readonly twitchLogin: string | null
  readonly youtubeChannelId: string | null
  readonly discordUrl: string | null
  readonly telegramUrl: string | null
  readonly instagramUrl: string | null
  readonly featured: boolean
  /** Live in the seed state: on which platform, for how many viewers, with what title. */
  readonly live?: {
    readonly platform: StreamPlatform
    readonly viewers: number
    readonly title: string
    readonly minutesAgo: number
    readonly videoId?: string
  }
}

export const DEMO_STREAMERS: ReadonlyArray<DemoStreamer> = [
  {
    id: 'sasha-vovk',
    name: 'Олександр «Vovk» Вовченко',
    bioUk:
      'Снайпер київської CS2-сцени й коментатор наших кубків. Щовечора грає ранкед із глядачами та розбирає демки турнірних матчів.',
    bioEn:
      'An AWPer from the Kyiv CS2 scene and a caster of our cups. Plays ranked with viewers every evening and breaks down tournament demos.',
    twitchLogin: 'vovk_cs',
    youtubeChannelId: 'UCk3vOvkPlAy5CsUa2Kyiv0A',
    discordUrl: 'https://discord.gg/vovkcs',
    telegramUrl: 'https://t.me/vovk_cs',
    instagramUrl: 'https://www.instagram.com/vovk.cs',
    featured: true,
    live: {
      platform: 'twitch',
      viewers: 1243,
      title: 'Ранкед CS2 з глядачами: шлях до 25 000',
      minutesAgo: 95,
    },
  },
  {
    id: 'marta-nova',
    name: 'Марта «Nova» Литвин',
    bioUk:
      'Капітанка жіночого складу з Valorant, тренує новачків і веде стріми українською. Учасниця кожного нашого кубка з 2024 року.',
    bioEn:
      'Captain of a women’s Valorant roster who coaches newcomers and streams in Ukrainian. Has played in every one of our cups since 2024.',
    twitchLogin: 'nova_valorant',
    youtubeChannelId: null,
    discordUrl: null,
    telegramUrl: 'https://t.me/nova_valo',
    instagramUrl: 'https://www.instagram.com/nova.valo',
    featured: true,
    live: {
      platform: 'twitch',
      viewers: 587,
      title: 'Valorant: тренування з командою перед кубком',
      minutesAgo: 40,
    },
  },
  {
    id: 'taras-kyivbear',
    name: 'Тарас «KyivBear» Мельник',
    bioUk:
      'Ветеран Dota 2, грав на LAN-турнірах ще з часів першої Доти. Стрімить патчі, драфти й довгі вечори в пабах.',
    bioEn:
      'A Dota 2 veteran who has played LAN events since the first DotA. Streams patches, drafts and long pub evenings.',
    twitchLogin: 'kyivbear',
    youtubeChannelId: 'UCbEaRdOtA2UkrAiNe7Pub0g',
    discordUrl: 'https://discord.gg/kyivbear',
    telegramUrl: null,
    instagramUrl: null,
    featured: true,
  },
  {
    id: 'oksana-lysytsia',
    name: 'Оксана «Lysytsia» Гнатюк',
    bioUk:
      'Львівська стрімерка з Apex Legends і PUBG. Веде щотижневі кастомки для спільноти й збирає донати на ЗСУ.',
    bioEn:
      'A Lviv streamer of Apex Legends and PUBG. Runs weekly community custom games and raises donations for the Armed Forces.',
    twitchLogin: null,
    youtubeChannelId: 'UCLysYtsiaApexLviv0PubGQ',
    discordUrl: null,
    telegramUrl: 'https://t.me/lysytsia_live',
    instagramUrl: 'https://www.instagram.com/lysytsia.live',
    featured: true,
    live: {
      platform: 'youtube',
      viewers: 312,
      title: 'Кастомки Apex зі спільнотою',
      minutesAgo: 25,
      videoId: 'Lys1ApexLv0',
    },
  },
  {
    id: 'dmytro-flash',
    name: 'Дмитро «Flash» Савчук',
    bioUk:
      'Дніпровський гравець у Counter-Strike 2 та Deadlock. Аналізує професійні матчі й ділиться налаштуваннями.',
    bioEn:
      'A Counter-Strike 2 and Deadlock player from Dnipro. Analyses pro matches and shares his settings.',
    twitchLogin: 'flash_dnipro',
    youtubeChannelId: null,
    discordUrl: null,
    telegramUrl: null,
    instagramUrl: null,
    featured: false,
  },
  {
    id: 'iryna-wave',
    name: 'Ірина «Wave» Бондар',
    bioUk: 'Одеська стрімерка з League of Legends, саппорт і шоукастерка. Веде рубрику «Ліга вихідного дня».',
    bioEn:
      'A League of Legends streamer from Odesa, a support main and showcaster. Hosts the “Weekend League” series.',
    twitchLogin: 'wave_lol_ua',
    youtubeChannelId: 'UCWaveOdesaLoLsupport01Q',
    discordUrl: 'https://discord.gg/waveua',
    telegramUrl: null,
    instagramUrl: 'https://www.instagram.com/wave.lol.ua',
    featured: true,
  },
  {
    id: 'bohdan-tank',
    name: 'Богдан «Tank» Шевчук',
    bioUk:
      'Харківський фанат World of Tanks і War Thunder. Грає взводами з глядачами та розповідає історію техніки.',
    bioEn:
      'A Kharkiv fan of World of Tanks and War Thunder. Plays platoons with viewers and tells the history of the machines.',
    twitchLogin: 'tank_kharkiv',
    youtubeChannelId: null,
    discordUrl: null,
    telegramUrl: 'https://t.me/tank_kharkiv',
    instagramUrl: null,
    featured: false,
  },
]

interface DemoVideo {
  readonly youtubeId: string
  readonly titleUk: string
  readonly titleEn: string
  readonly streamerId: string | null
  readonly daysAgo: number
}

export const DEMO_VIDEOS: ReadonlyArray<DemoVideo> = [
  {
    youtubeId: 'q7Vc2Kf9XbM',
    titleUk: 'Фінал Vatra Cup CS2: найкращі моменти',
    titleEn: 'Vatra Cup CS2 final: highlights',
    streamerId: 'sasha-vovk',
    daysAgo: 3,
  },
  {
    youtubeId: 'Zk4LpT1wQeA',
    titleUk: 'Як тримати мід на Mirage: розбір від Vovk',
    titleEn: 'Holding mid on Mirage: a breakdown by Vovk',
    streamerId: 'sasha-vovk',
    daysAgo: 10,
  },
  {
    youtubeId: 'bN8sYr3HdUo',
    titleUk: 'Драфт на патчі 7.39: що пікати в пабах',
    titleEn: 'Drafting on patch 7.39: what to pick in pubs',
    streamerId: 'taras-kyivbear',
    daysAgo: 6,
  },
  {
    youtubeId: 'Wv0eLq5RmsI',
    titleUk: 'Ліга вихідного дня: саппорти, які виграють лейн',
    titleEn: 'Weekend League: supports who win the lane',
    streamerId: 'iryna-wave',
    daysAgo: 8,
  },
  {
    youtubeId: 'c3JtX9pKa2E',
    titleUk: 'Vatra Esports: як ми проводимо турніри',
    titleEn: 'Vatra Esports: how we run our tournaments',
    streamerId: null,
    daysAgo: 14,
  },
]

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** Writes the demo streamers once, into an empty table; answers how many it wrote. */
export const seedStreamers = async (
  repository: StreamerRepository,
  now: Date,
  art?: StreamerArt,
): Promise<{ streamers: number; videos: number }> => {
  if ((await repository.countStreamers()) > 0) return { streamers: 0, videos: 0 }
  let streamerCount = 0
  for (const [position, demo] of DEMO_STREAMERS.entries()) {
    const { live, ...row } = demo
    const inserted = await repository.insertStreamer({
      ...row,
      position,
      avatar: art ? await art.avatar(demo.name) : null,
      createdAt: now,
      updatedAt: now,
    })
    if (!inserted) continue
    streamerCount += 1
    if (live) {
      await repository.setStates([
        {
          streamerId: demo.id,
          platform: live.platform,
          live: true,
          viewers: live.viewers,
          title: live.title,
          startedAt: new Date(now.getTime() - live.minutesAgo * MINUTE_MS),
          checkedAt: now,
          videoId: live.videoId ?? null,
        },
      ])
    }
  }
  let videoCount = 0
  for (const video of DEMO_VIDEOS) {
    const inserted = await repository.insertVideo({
      youtubeId: video.youtubeId,
      titleUk: video.titleUk,
      titleEn: video.titleEn,
      streamerId: video.streamerId,
      publishedAt: new Date(now.getTime() - video.daysAgo * DAY_MS),
      thumbnail: art ? await art.thumbnail(video.youtubeId) : null,
    })
    if (inserted) videoCount += 1
  }
  return { streamers: streamerCount, videos: videoCount }
}
