/**
 * The contact form and the streamer application sent by the browser itself (before the page's
 * JavaScript runs, or without it; ADR 0020): a POST of `application/x-www-form-urlencoded` to the
 * page's own address (`/contacts`, `/producing`, and under `/en`). The steps every such form takes
 * (its body, the request-forgery token, the page rendered again) are `server/platform/http/form-posts.ts`'s;
 * here: the values decoded with the same core schema as the API's and the same use case run; the
 * answer is the success state, or the messages at their fields with what was typed kept.
 */
import {
  HONEYPOT_FIELD,
  INQUIRY_FORMS,
  type InquiryKind,
  STARTED_FIELD,
} from '#core/inquiries/inquiries.api.ts'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { splitLocale } from '#core/shared/i18n/locale.ts'
import { decodeForm } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import { createFormAnswers, type FormPosts, type RenderPosted } from '#server/platform/http/form-posts.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import type { InquiryOutcome, InquiryUseCases } from './use-cases.ts'

/** The page of each form (its path without the language prefix) and the fields it sends. */
const PAGES: Readonly<
  Record<string, { readonly kind: InquiryKind; readonly fields: ReadonlyArray<string> }>
> = {
  '/contacts': { kind: 'contact', fields: ['name', 'phone', 'message'] },
  '/producing': { kind: 'streamer', fields: ['name', 'phone', 'twitch', 'discord', 'youtube', 'message'] },
}

// Six fields of at most 2000 characters, percent-encoded (Cyrillic takes 6 bytes a letter).
const MAX_BODY_BYTES = 64 * 1024

const refusalOf = (
  outcome: Exclude<InquiryOutcome, { ok: true }>,
): { status: number; posted: Partial<PostedForm> } => {
  switch (outcome.reason) {
    case 'throttled':
      return { status: 429, posted: { error: message('pleaseWait') } }
    case 'form_expired':
      // The page comes back with a token issued now (its data hook) and what was typed.
      return { status: 400, posted: { error: message('formRenewed') } }
    case 'not_sent':
      // What looks automated is told no more than that it failed (ADR 0037).
      return { status: 400, posted: { error: message('somethingWentWrong') } }
    case 'sent_too_soon':
      return { status: 400, posted: { error: message('sentTooSoon') } }
  }
}

export const createInquiryFormPosts = (deps: {
  readonly inquiries: InquiryUseCases
  readonly tokens: FormTokens
  readonly renderPage: RenderPosted
}): FormPosts => {
  const forms = createFormAnswers(deps)
  const again = (request: Request, status: number, state: Partial<PostedForm>): Promise<Response> =>
    forms.again(request, new URL(request.url).pathname, status, state)
  return {
    async answer(request, _env, ip) {
      const { locale, path } = splitLocale(new URL(request.url).pathname)
      const page = PAGES[path]
      if (!page) return undefined
      const form = await forms.read(request, MAX_BODY_BYTES)
      if (form instanceof Response) return form
      const { body } = form
      const values: Record<string, string> = {}
      for (const field of page.fields) values[field] = body.get(field) ?? ''
      // V3.5.1: only a form of this site's page, sent from a browser that holds its cookie.
      if (!form.genuine) return again(request, 403, { values, error: message('formExpired') })
      const decoded = decodeForm(INQUIRY_FORMS[page.kind], values)
      if (!decoded.ok) return again(request, 400, { values, fieldErrors: decoded.errors })
      const outcome = await deps.inquiries.submit({
        kind: page.kind,
        fields: decoded.value,
        started: body.get(STARTED_FIELD),
        honeypot: body.get(HONEYPOT_FIELD),
        locale,
        ip,
      })
      if (outcome.ok) return again(request, 200, { sent: true })
      const { status, posted } = refusalOf(outcome)
      return again(request, status, { values, ...posted })
    },
  }
}
