/**
 * The profile's server-answered forms (ADR 0070, 0076): each section (Telegram, Discord) posts to the
 * profile's own address (`/profile`, `/en/profile`) with an `intent`, with or without JavaScript. The
 * steps they share are taken here once: the body read no further than its size, the intent looked up,
 * a guest sent to sign in, a form without this browser's token refused (ASVS V3.5.1). The section
 * whose intent it is answers with what came of it, the profile rendered again.
 */
import { FORM_INTENT_FIELD, type PostedForm } from '#core/shared/forms/posted-form.ts'
import { type Locale, localizePath, splitLocale } from '#core/shared/i18n/locale.ts'
import {
  createFormAnswers,
  type FormPosts,
  type RenderPosted,
  seeOther,
} from '#server/platform/http/form-posts.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'

const PROFILE_PAGE = '/profile'
/** An intent and a few choices: a few hundred bytes; nothing larger is held. */
const MAX_BODY_BYTES = 4 * 1024

/** A genuine form of a signed-in account, for the section whose intent it carries. */
export interface ProfilePost {
  readonly request: Request
  readonly userId: string
  readonly intent: string
  readonly body: URLSearchParams
  readonly locale: Locale
  /** The profile rendered again with what came of the form. */
  again(status: number, state: Partial<PostedForm>): Promise<Response>
}

/** One section's forms on the profile. */
export interface ProfileSectionForms {
  readonly intents: ReadonlyArray<string>
  /** What the section says of a form without this browser's token (a forged or expired page). */
  readonly expired: Partial<PostedForm>
  answer(post: ProfilePost): Promise<Response>
}

export const createProfileFormPosts = (deps: {
  readonly sections: ReadonlyArray<ProfileSectionForms>
  /** The signed-in account of a request (its session), or undefined for a guest. */
  readonly userOf: (request: Request) => Promise<string | undefined>
  readonly tokens: FormTokens
  readonly renderPage: RenderPosted
}): FormPosts => {
  const forms = createFormAnswers(deps)
  return {
    async answer(request) {
      const { pathname } = new URL(request.url)
      const { locale, path } = splitLocale(pathname)
      if (path !== PROFILE_PAGE || deps.sections.length === 0) return undefined
      const form = await forms.read(request, MAX_BODY_BYTES)
      if (form instanceof Response) return form
      const intent = form.body.get(FORM_INTENT_FIELD) ?? ''
      const section = deps.sections.find((candidate) => candidate.intents.includes(intent))
      // The profile's other forms are the browser's script's: their posts stay refused.
      if (!section) return undefined
      const again = (status: number, state: Partial<PostedForm>) =>
        forms.again(request, pathname, status, state)
      const userId = await deps.userOf(request)
      if (userId === undefined)
        return seeOther(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(pathname)}`)
      if (!form.genuine) return again(403, section.expired)
      return section.answer({ request, userId, intent, body: form.body, locale, again })
    },
  }
}
