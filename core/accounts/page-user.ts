/** The signed-in user as pages see it (server/platform/http/vike.ts passes it to the browser). */
import { isTokenNotValid, type Session, type SessionUser } from './auth.schema.ts'

/** What pages may know of the signed-in user: the session's user without its code. */
export type PageUser = Omit<SessionUser, 'code'>

/**
 * The user a page is rendered for: none without a session, and none when the session's API tokens
 * died (`code: "token_not_valid"`, spec §8: that user counts as signed out).
 */
export const pageUserOf = (session: Session | null | undefined): PageUser | null => {
  if (!session || isTokenNotValid(session)) return null
  const { code: _code, ...user } = session.user
  return user
}
