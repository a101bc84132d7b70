/**
 * The steps every form the server answers without JavaScript takes, whichever feature it belongs to
 * (ADR 0020): the browser POSTs `application/x-www-form-urlencoded` to the page's own address; the
 * body is read no further than the form's size and its request-forgery token checked (ASVS V3.5.1);
 * the answer is the same page rendered again with the form's messages, or `303 See Other` to the next
 * page. Which pages have a form, its fields and its rules are the feature's
 * (`server/accounts/form-posts.ts`, `server/inquiries/form-posts.ts`).
 */
import { FORM_TOKEN_FIELD, type PostedForm } from '#core/shared/forms/posted-form.ts'
import type { FormTokens } from './form-token.ts'
import { readBodyText } from './read-body.ts'

/** Renders a page again with the answer to its form (the app's page renderer). */
export type RenderPosted = (request: Request, path: string, posted: PostedForm) => Promise<Response>

export interface FormPosts {
  /**
   * The answer to a form posted to a page, or undefined when no form of this page is answered here
   * (the app then refuses the method). `env` is the server's (the client's socket), `ip` its address.
   */
  answer(request: Request, env: unknown, ip: string): Promise<Response | undefined>
}

/** Several features' form answers in one: the first that knows the page answers. */
export const combineFormPosts = (...all: ReadonlyArray<FormPosts>): FormPosts => ({
  async answer(request, env, ip) {
    for (const posts of all) {
      const answer = await posts.answer(request, env, ip)
      if (answer) return answer
    }
    return undefined
  },
})

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'

/** A form as the browser sent it. */
export interface PostedFields {
  readonly body: URLSearchParams
  /** Whether it carries the request-forgery token of this browser's cookie (a form of this site's page). */
  readonly genuine: boolean
}

export interface FormAnswers {
  /**
   * The posted form, or the answer to what is not one: 415 another content type, 413 a body larger
   * than `maxBytes` (a feature's forms' size: nothing larger is held in memory).
   */
  read(request: Request, maxBytes: number): Promise<PostedFields | Response>
  /**
   * The page at `path` rendered again with the form's answer (`state` over an empty one: nothing
   * typed, no message), never stored by a cache: it holds what one person typed.
   */
  again(request: Request, path: string, status: number, state: Partial<PostedForm>): Promise<Response>
}

export const createFormAnswers = (deps: {
  readonly tokens: FormTokens
  readonly renderPage: RenderPosted
}): FormAnswers => ({
  async read(request, maxBytes) {
    if (!request.headers.get('Content-Type')?.startsWith(FORM_CONTENT_TYPE)) {
      return new Response(null, { status: 415, headers: { Accept: FORM_CONTENT_TYPE } })
    }
    const text = await readBodyText(request, maxBytes)
    if (text === undefined) return new Response(null, { status: 413 })
    const body = new URLSearchParams(text)
    return { body, genuine: deps.tokens.verify(request.headers.get('Cookie'), body.get(FORM_TOKEN_FIELD)) }
  },
  async again(request, path, status, state) {
    const page = await deps.renderPage(request, path, {
      values: {},
      fieldErrors: {},
      serverErrors: {},
      error: null,
      invalidToken: false,
      ...state,
    })
    const headers = new Headers(page.headers)
    headers.set('Cache-Control', 'private, no-store')
    return new Response(page.body, { status, headers })
  },
})

/** On to the next page after a form was taken, with the cookies the form set (a session). */
export const seeOther = (to: string, setCookie: ReadonlyArray<string> = []): Response => {
  const headers = new Headers({ Location: to, 'Cache-Control': 'no-store' })
  for (const cookie of setCookie) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}
