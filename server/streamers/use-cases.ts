/**
 * What the organiser console will call (no HTTP route yet): create, update and delete a streamer, add
 * and remove a video. Every input is decoded here; a failure is a typed answer, never a throw.
 */
import { Schema } from 'effect'
import {
  SocialLink,
  STREAMER_BIO_MAX_LENGTH,
  STREAMER_NAME_MAX_LENGTH,
  StreamerId,
  TwitchLogin,
  VIDEO_TITLE_MAX_LENGTH,
  YouTubeChannelId,
  YouTubeVideoId,
} from '#core/streamers/streamers.ts'
import type { StreamerArt } from './art.ts'
import type { StreamerRepository } from './repository.ts'
import type { NewStreamerRow } from './tables.ts'

const Text = (max: number) =>
  Schema.String.check(
    Schema.isMaxLength(max),
    Schema.makeFilter((s: string) => s.trim() !== ''),
  )
const Optional = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema))

const StreamerFields = {
  name: Text(STREAMER_NAME_MAX_LENGTH),
  bioUk: Optional(Text(STREAMER_BIO_MAX_LENGTH)),
  bioEn: Optional(Text(STREAMER_BIO_MAX_LENGTH)),
  twitchLogin: Optional(TwitchLogin),
  youtubeChannelId: Optional(YouTubeChannelId),
  discordUrl: Optional(SocialLink),
  telegramUrl: Optional(SocialLink),
  instagramUrl: Optional(SocialLink),
  featured: Schema.optional(Schema.Boolean),
  order: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: -10_000, maximum: 10_000 }))),
}

export const NewStreamer = Schema.Struct({ id: StreamerId, ...StreamerFields })
export const StreamerChanges = Schema.Struct({
  ...StreamerFields,
  name: Schema.optional(StreamerFields.name),
})
export const NewVideoInput = Schema.Struct({
  youtubeId: YouTubeVideoId,
  titleUk: Optional(Text(VIDEO_TITLE_MAX_LENGTH)),
  titleEn: Optional(Text(VIDEO_TITLE_MAX_LENGTH)),
  streamerId: Optional(StreamerId),
  /** An ISO date-time, as the console's form sends it. */
  publishedAt: Schema.DateFromString,
})

export type UseCaseResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: 'invalid' | 'taken' | 'not_found' | 'no_title' }

const OK: UseCaseResult = { ok: true }
const fail = (error: 'invalid' | 'taken' | 'not_found' | 'no_title'): UseCaseResult => ({ ok: false, error })

const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { readonly code?: unknown }).code === '23505') return true
  }
  return false
}

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { readonly code?: unknown }).code === '23503') return true
  }
  return false
}

type Fields = Partial<typeof StreamerChanges.Type>

/** The decoded fields as columns; a field left out stays as it is, a null clears it. */
const columnsOf = (fields: Fields): Partial<NewStreamerRow> => {
  const { order, bioUk, bioEn, ...rest } = fields
  return {
    ...rest,
    ...(bioUk === undefined ? {} : { bioUk: bioUk?.trim() ?? null }),
    ...(bioEn === undefined ? {} : { bioEn: bioEn?.trim() ?? null }),
    ...(order === undefined ? {} : { position: order }),
  }
}

export const createStreamerUseCases = (deps: {
  readonly repository: StreamerRepository
  readonly art?: StreamerArt | undefined
  readonly now?: () => Date
}) => {
  const now = deps.now ?? (() => new Date())
  const decode = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, input: unknown) =>
    Schema.decodeUnknownOption(schema)(input)

  return {
    async createStreamer(input: unknown): Promise<UseCaseResult> {
      const decoded = decode(NewStreamer, input)
      if (decoded._tag === 'None') return fail('invalid')
      const { id, name, ...fields } = decoded.value
      const avatar = deps.art ? await deps.art.avatar(name) : null
      const at = now()
      const inserted = await deps.repository.insertStreamer({
        id,
        name: name.trim(),
        avatar,
        ...columnsOf(fields),
        createdAt: at,
        updatedAt: at,
      })
      return inserted ? OK : fail('taken')
    },

    async updateStreamer(id: unknown, changes: unknown): Promise<UseCaseResult> {
      const decodedId = decode(StreamerId, id)
      const decoded = decode(StreamerChanges, changes)
      if (decodedId._tag === 'None' || decoded._tag === 'None') return fail('invalid')
      const { name, ...fields } = decoded.value
      try {
        const updated = await deps.repository.updateStreamer(
          decodedId.value,
          { ...(name === undefined ? {} : { name: name.trim() }), ...columnsOf(fields) },
          now(),
        )
        return updated ? OK : fail('not_found')
      } catch (error) {
        if (isUniqueViolation(error)) return fail('taken')
        throw error
      }
    },

    async deleteStreamer(id: unknown): Promise<UseCaseResult> {
      const decoded = decode(StreamerId, id)
      if (decoded._tag === 'None') return fail('invalid')
      return (await deps.repository.deleteStreamer(decoded.value)) ? OK : fail('not_found')
    },

    async addVideo(input: unknown): Promise<UseCaseResult> {
      const decoded = decode(NewVideoInput, input)
      if (decoded._tag === 'None') return fail('invalid')
      const { youtubeId, titleUk, titleEn, streamerId, publishedAt } = decoded.value
      if (Number.isNaN(publishedAt.getTime())) return fail('invalid')
      if (!titleUk && !titleEn) return fail('no_title')
      const thumbnail = deps.art ? await deps.art.thumbnail(youtubeId) : null
      try {
        const inserted = await deps.repository.insertVideo({
          youtubeId,
          titleUk: titleUk?.trim() ?? null,
          titleEn: titleEn?.trim() ?? null,
          streamerId: streamerId ?? null,
          publishedAt,
          thumbnail,
        })
        return inserted ? OK : fail('taken')
      } catch (error) {
        if (isForeignKeyViolation(error)) return fail('not_found')
        throw error
      }
    },

    async removeVideo(youtubeId: unknown): Promise<UseCaseResult> {
      const decoded = decode(YouTubeVideoId, youtubeId)
      if (decoded._tag === 'None') return fail('invalid')
      return (await deps.repository.deleteVideo(decoded.value)) === undefined ? fail('not_found') : OK
    },
  }
}

export type StreamerUseCases = ReturnType<typeof createStreamerUseCases>
