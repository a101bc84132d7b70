/**
 * The organiser's use cases for news and cases, which the organiser console will call: create, update,
 * publish, unpublish and delete. Input is decoded with core's schemas (the console's form errors come
 * back per field); a published item keeps its first publication date when unpublished and published
 * again. No HTTP route calls them yet (docs/news.md).
 */
import { NewsItemChanges, NewsItemInput, type NewsTexts } from '#core/news/news.schema.ts'
import type { FieldErrors } from '#core/shared/validation/decode-form.ts'
import { decodeForm } from '#core/shared/validation/decode-form.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'
import type { NewsRepository } from './repository.ts'
import type { NewsItemInsert, NewsItemRow } from './tables.ts'

/** A cover stored through the upload pipeline, with its intrinsic size (no layout shift). */
export interface NewsCoverInput {
  readonly image: StoredImageRecord
  readonly width: number
  readonly height: number
}

export type NewsResult =
  | { readonly ok: true; readonly item: NewsItemRow }
  | { readonly ok: false; readonly error: 'invalid'; readonly fields: FieldErrors }
  | { readonly ok: false; readonly error: 'not_found' | 'id_taken' | 'no_language' }

export interface NewsUseCases {
  /** A new draft. */
  create(input: unknown, cover?: NewsCoverInput | null): Promise<NewsResult>
  /** Replaces the fields given; `cover` replaces the cover when given (null removes it). */
  update(id: string, changes: unknown, cover?: NewsCoverInput | null): Promise<NewsResult>
  publish(id: string): Promise<NewsResult>
  unpublish(id: string): Promise<NewsResult>
  /** Deletes the item and hands its cover to `removeCover`. */
  remove(id: string): Promise<{ readonly ok: boolean }>
}

export interface NewsUseCaseDeps {
  readonly repository: NewsRepository
  readonly now?: () => Date
  /** Deletes a cover's stored files (the upload pipeline's `remove`); best effort. */
  readonly removeCover?: (image: StoredImageRecord) => Promise<void>
}

const ukColumns = (texts: NewsTexts | null) => ({
  titleUk: texts?.title ?? null,
  summaryUk: texts?.summary ?? null,
  bodyUk: texts?.body ?? null,
})
const enColumns = (texts: NewsTexts | null) => ({
  titleEn: texts?.title ?? null,
  summaryEn: texts?.summary ?? null,
  bodyEn: texts?.body ?? null,
})
const coverColumns = (cover: NewsCoverInput | null) => ({
  cover: cover?.image ?? null,
  coverWidth: cover?.width ?? null,
  coverHeight: cover?.height ?? null,
})

/** PostgreSQL's unique violation (the id is taken), as PGlite and pg both report it. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error || (typeof cause === 'object' && cause !== null); ) {
    if ((cause as { code?: unknown }).code === '23505') return true
    cause = (cause as { cause?: unknown }).cause
    if (cause === undefined) break
  }
  return false
}

export const createNewsUseCases = ({
  repository,
  now = () => new Date(),
  removeCover = async () => {},
}: NewsUseCaseDeps): NewsUseCases => {
  const changed = async (id: string, changes: Partial<NewsItemInsert>): Promise<NewsResult> => {
    const item = await repository.update(id, { ...changes, updatedAt: now() })
    return item ? { ok: true, item } : { ok: false, error: 'not_found' }
  }
  return {
    create: async (input, cover = null) => {
      const decoded = decodeForm(NewsItemInput, input)
      if (!decoded.ok) return { ok: false, error: 'invalid', fields: decoded.errors }
      const { id, category, uk, en } = decoded.value
      if (uk === null && en === null) return { ok: false, error: 'no_language' }
      const at = now()
      try {
        const item = await repository.insert({
          id,
          category,
          status: 'draft',
          ...ukColumns(uk),
          ...enColumns(en),
          ...coverColumns(cover),
          createdAt: at,
          updatedAt: at,
        })
        return { ok: true, item }
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'id_taken' }
        throw error
      }
    },
    update: async (id, input, cover) => {
      const decoded = decodeForm(NewsItemChanges, input)
      if (!decoded.ok) return { ok: false, error: 'invalid', fields: decoded.errors }
      const current = await repository.find(id)
      if (!current) return { ok: false, error: 'not_found' }
      const { category, uk, en } = decoded.value
      const ukLeft = uk === undefined ? current.titleUk !== null : uk !== null
      const enLeft = en === undefined ? current.titleEn !== null : en !== null
      if (!ukLeft && !enLeft) return { ok: false, error: 'no_language' }
      const result = await changed(id, {
        ...(category === undefined ? {} : { category }),
        ...(uk === undefined ? {} : ukColumns(uk)),
        ...(en === undefined ? {} : enColumns(en)),
        ...(cover === undefined ? {} : coverColumns(cover)),
      })
      if (result.ok && cover !== undefined && current.cover) await removeCover(current.cover)
      return result
    },
    publish: async (id) => {
      const current = await repository.find(id)
      if (!current) return { ok: false, error: 'not_found' }
      return changed(id, { status: 'published', publishedAt: current.publishedAt ?? now() })
    },
    unpublish: (id) => changed(id, { status: 'draft' }),
    remove: async (id) => {
      const removed = await repository.remove(id)
      if (removed?.cover) await removeCover(removed.cover)
      return { ok: removed !== undefined }
    },
  }
}
