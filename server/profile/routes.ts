/**
 * The signed-in user's own endpoints of REST API v1 (`PROFILE_PATHS` of `#core/profile/profile.api.ts`),
 * mounted at the API root. Every one but the e-mail link needs the Bearer access token and acts on
 * that token's user only: no path or body names a user (ASVS V8.2.2). Routes decode, call a use-case
 * of `profile-flows.ts` and map its outcome to HTTP.
 */
import { Schema } from 'effect'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import {
  EmailConfirmRequest,
  PhoneConfirmRequest,
  PROFILE_PATHS,
  type ProfilePayload,
  ProfileUpdateRequest,
} from '#core/profile/profile.api.ts'
import { PasswordChangeForm, PasswordSetForm } from '#core/profile/profile.schema.ts'
import { AVATAR_WIDTHS } from '#core/shared/uploads/image.ts'
import { message, type ValidationKey } from '#core/shared/validation/message.ts'
import type { AccountsEnv, AvatarUploads } from '#server/accounts/accounts.port.ts'
import type { Background } from '#server/platform/background.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError, apiLocale, fieldError, fieldErrors, throttled } from '#server/platform/http/problems.ts'
import type { ProfileFlows, ProfileProblem, ProfileProblems, ProfileView } from './profile-flows.ts'

export interface ProfileRoutesDeps {
  readonly profile: ProfileFlows
  readonly uploads: AvatarUploads
  readonly background: Background
  readonly requireUser: MiddlewareHandler<AccountsEnv>
  /** The client's address for per-IP limits. */
  readonly clientIp: (c: Context) => string
}

/** The signed-in user as the API shows them. */
export const toProfilePayload = ({ user, pending }: ProfileView, uploads: AvatarUploads): ProfilePayload => {
  const avatar = user.avatar ? uploads.toPayload(user.avatar) : null
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    first_name: user.firstName,
    last_name: user.lastName,
    playing_device: user.playingDevice,
    input_device: user.inputDevice,
    discord: user.discord,
    telegram: user.telegram,
    instagram: user.instagram,
    oblast: user.oblast,
    avatar_url: avatar?.url ?? null,
    avatar,
    pending_email: pending.email,
    pending_phone: pending.phone,
    has_password: user.passwordHash !== null,
    role: user.role,
  }
}

const PROBLEM_MESSAGES: Readonly<Record<ProfileProblem, ValidationKey>> = {
  required: 'required',
  nickname_taken: 'nicknameTaken',
  wrong_password: 'wrongPassword',
}

/** 400 `{wire_field: [{code, params, message}]}` of a save the server refused. */
const problemsResponse = (c: Context, problems: ProfileProblems) =>
  fieldErrors(
    c,
    Object.fromEntries(
      Object.entries(problems).flatMap(([field, problem]) =>
        problem ? [[field, [message(PROBLEM_MESSAGES[problem])]]] : [],
      ),
    ),
  )

export const createProfileRoutes = (deps: ProfileRoutesDeps): Hono<AccountsEnv> => {
  const { profile, uploads, requireUser } = deps
  const routes = new Hono<AccountsEnv>()
  const payload = async (c: Context<AccountsEnv>, view?: ProfileView) =>
    c.json(toProfilePayload(view ?? (await profile.view(c.get('auth').user)), uploads))
  /** A signed-in JSON route: 401 comes before anything about the body. */
  const signedInJson = [noStore, requireUser, ...jsonBody()] as const

  routes.get(PROFILE_PATHS.profile, noStore, requireUser, (c) => payload(c))

  routes.patch(PROFILE_PATHS.profile, ...signedInJson, async (c) => {
    const body = await decodeBody(c, ProfileUpdateRequest)
    if (!body.ok) return body.response
    const saved = await profile.update({
      user: c.get('auth').user,
      changes: body.value,
      ip: deps.clientIp(c),
      locale: apiLocale(c.req.path),
    })
    if (saved.ok) return payload(c, saved.view)
    return saved.reason === 'throttled'
      ? throttled(c, saved.retryAfterSeconds)
      : problemsResponse(c, saved.problems)
  })

  routes.post(PROFILE_PATHS.password, ...signedInJson, async (c) => {
    const user = c.get('auth').user
    // Both are PasswordChangeRequest; which one applies is the account's, not the body's, choice.
    const body = await decodeBody(c, user.passwordHash === null ? PasswordSetForm : PasswordChangeForm)
    if (!body.ok) return body.response
    const changed = await profile.changePassword({
      user,
      sessionId: c.get('auth').claims.sessionId,
      form: body.value,
      ip: deps.clientIp(c),
      locale: apiLocale(c.req.path),
    })
    if (changed.ok) return c.json({ access: changed.tokens.access, refresh: changed.tokens.refresh })
    if (changed.reason === 'weak_password') return fieldError(c, 'new_password', changed.message)
    return changed.reason === 'throttled'
      ? throttled(c, changed.retryAfterSeconds)
      : fieldError(c, 'old_password', 'wrongPassword')
  })

  // The mailed link is the proof: it may be opened signed out, or in another browser.
  routes.post(PROFILE_PATHS.emailConfirm, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, EmailConfirmRequest, { tokenField: 'token' })
    if (!body.ok) return body.response
    const confirmed = await profile.confirmEmail(body.value.token)
    if (confirmed.ok) return c.json({ email: confirmed.email })
    return confirmed.reason === 'email_taken'
      ? fieldError(c, 'email', 'emailTaken')
      : apiError(c, 400, 'invalid_token', 'invalidToken')
  })

  routes.post(PROFILE_PATHS.phoneConfirm, ...signedInJson, async (c) => {
    const body = await decodeBody(c, PhoneConfirmRequest)
    if (!body.ok) return body.response
    const confirmed = await profile.confirmPhone({
      user: c.get('auth').user,
      code: body.value.code,
      ip: deps.clientIp(c),
      locale: apiLocale(c.req.path),
    })
    if (confirmed.ok) return payload(c, confirmed.view)
    if (confirmed.reason === 'throttled') return throttled(c, confirmed.retryAfterSeconds)
    return confirmed.reason === 'phone_taken'
      ? fieldError(c, 'phone', 'phoneTaken')
      : apiError(c, 400, 'incorrect_code', 'incorrectCode')
  })

  routes.post(PROFILE_PATHS.phoneResend, ...signedInJson, async (c) => {
    const body = await decodeBody(c, Schema.Struct({}))
    if (!body.ok) return body.response
    const sent = await profile.resendPhoneCode({
      user: c.get('auth').user,
      ip: deps.clientIp(c),
      locale: apiLocale(c.req.path),
    })
    if (sent.ok) return c.json({ resend_after_seconds: sent.resendAfterSeconds })
    return sent.reason === 'throttled'
      ? throttled(c, sent.retryAfterSeconds)
      : apiError(c, 400, 'no_pending_phone', 'noPendingPhone')
  })

  // Multipart, streamed by the pipeline itself: no JSON body middleware may read or limit it first.
  routes.post(PROFILE_PATHS.avatar, noStore, requireUser, async (c) => {
    const user = c.get('auth').user
    const refused = await profile.countAvatarUpload(user.id)
    if (refused) return throttled(c, refused.retryAfterSeconds)
    const accepted = await uploads.accept(c, { prefix: 'avatars', widths: AVATAR_WIDTHS })
    if (!accepted.ok) return accepted.response
    const { found, previous } = await profile.replaceAvatar(user.id, accepted.image)
    // The files of the image replaced (or of this one, if the user is gone meanwhile) go.
    const orphan = found ? previous : accepted.image
    if (orphan) deps.background.run('remove replaced avatar', () => uploads.remove(orphan))
    return c.json(uploads.toPayload(accepted.image))
  })

  routes.delete(PROFILE_PATHS.avatar, noStore, requireUser, async (c) => {
    const { previous } = await profile.replaceAvatar(c.get('auth').user.id, null)
    if (previous) deps.background.run('remove avatar', () => uploads.remove(previous))
    return c.body(null, 204)
  })

  return routes
}
