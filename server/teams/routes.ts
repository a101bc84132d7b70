/**
 * The teams' endpoints of REST API v1 (`TEAM_PATHS` of `#core/teams/teams.api.ts`), mounted at the API
 * root. Find a Team is public; everything else needs the Bearer access token and acts as that token's
 * user. Routes decode, call a use case and map its outcome to HTTP (docs/api.md, docs/teams.md).
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { toWire } from '#core/shared/http/wire-case.ts'
import { TEAM_LOGO_WIDTHS } from '#core/shared/uploads/image.ts'
import { message } from '#core/shared/validation/message.ts'
import { MemberRequest, TeamCreateForm, TeamDecision, TeamUpdateForm } from '#core/teams/team.schema.ts'
import { MyTournamentsQuery, TEAM_PATHS, TeamListQuery } from '#core/teams/teams.api.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import type { Background } from '#server/platform/background.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError, apiLocale, fieldErrors, throttled } from '#server/platform/http/problems.ts'
import { decodeQuery } from '#server/platform/http/query.ts'
import { type ApiMessageKey, apiMessage } from '#server/platform/i18n.ts'
import type { ImageUploads } from '#server/uploads/index.ts'
import type { TeamOutcome, TeamRefusal, TeamUseCases } from './use-cases.ts'

export interface TeamRoutesDeps {
  readonly teams: TeamUseCases
  readonly uploads: ImageUploads
  readonly background: Background
  readonly requireUser: MiddlewareHandler<AccountsEnv>
}

const REFUSALS: Readonly<
  Record<
    Exclude<TeamRefusal['reason'], 'field' | 'throttled'>,
    readonly [ContentfulStatusCode, ApiMessageKey]
  >
> = {
  not_found: [404, 'notFound'],
  registration_closed: [403, 'registrationClosed'],
  profile_incomplete: [403, 'profileIncomplete'],
  already_in_team: [409, 'alreadyInTeam'],
  already_member: [409, 'alreadyMember'],
  team_full: [409, 'teamFull'],
  not_captain: [403, 'notCaptain'],
  not_moderator: [403, 'notModerator'],
  captain_stays: [409, 'captainStays'],
  check_in_closed: [409, 'checkInClosed'],
  wrong_state: [409, 'wrongState'],
}

/** The HTTP answer of a refusal: `{detail, code}` (with `fields` for an incomplete profile). */
export const refusalResponse = (c: Context, refusal: TeamRefusal): Response => {
  switch (refusal.reason) {
    case 'throttled':
      return throttled(c, refusal.retryAfterSeconds)
    case 'field':
      return fieldErrors(c, { [refusal.field]: [message(refusal.key)] })
    case 'profile_incomplete':
      return c.json(
        {
          detail: apiMessage(apiLocale(c.req.path), 'profileIncomplete'),
          code: refusal.reason,
          fields: refusal.fields,
        },
        403,
      )
    default: {
      const [status, key] = REFUSALS[refusal.reason]
      return apiError(c, status, refusal.reason, key)
    }
  }
}

const answer = async <T>(c: Context, outcome: TeamOutcome<T>, status: 200 | 201 = 200) =>
  outcome.ok ? c.json(outcome.value as object, status) : refusalResponse(c, outcome)

/** The forms are snake_case on the wire and in core: undo the body reader's camel-casing. */
const snakeBody = { reshape: toWire }

export const createTeamRoutes = (deps: TeamRoutesDeps): Hono<AccountsEnv> => {
  const { teams, uploads, requireUser } = deps
  const routes = new Hono<AccountsEnv>()
  const signedIn = [noStore, requireUser] as const
  const signedInJson = [noStore, requireUser, ...jsonBody()] as const
  const param = (c: Context, name: string) => c.req.param(name) ?? ''

  routes.get(TEAM_PATHS.tournamentTeams, noStore, async (c) => {
    const query = decodeQuery(c, TeamListQuery)
    if (!query.ok) return query.response
    const list = await teams.list(param(c, 'id'), query.value.search ?? '')
    return list ? c.json(list) : apiError(c, 404, 'not_found', 'notFound')
  })

  routes.post(TEAM_PATHS.tournamentTeams, ...signedInJson, async (c) => {
    const body = await decodeBody(c, TeamCreateForm, snakeBody)
    if (!body.ok) return body.response
    const created = await teams.create({
      user: c.get('auth').user,
      tournamentKey: param(c, 'id'),
      form: body.value,
    })
    return answer(c, created, 201)
  })

  routes.get(TEAM_PATHS.team, ...signedIn, async (c) => {
    const team = await teams.get(param(c, 'teamId'), c.get('auth').user.id)
    return team ? c.json(team) : apiError(c, 404, 'not_found', 'notFound')
  })

  routes.patch(TEAM_PATHS.team, ...signedInJson, async (c) => {
    const body = await decodeBody(c, TeamUpdateForm, snakeBody)
    if (!body.ok) return body.response
    return answer(
      c,
      await teams.update({ user: c.get('auth').user, teamId: param(c, 'teamId'), form: body.value }),
    )
  })

  routes.post(TEAM_PATHS.members, ...signedInJson, async (c) => {
    const body = await decodeBody(c, MemberRequest, snakeBody)
    if (!body.ok) return body.response
    const user = c.get('auth').user
    const teamId = param(c, 'teamId')
    const request = body.value
    if ('nickname' in request)
      return answer(c, await teams.invitePlayer({ user, teamId, nickname: request.nickname }))
    return answer(c, await teams.join({ user, teamId, proof: request }))
  })

  routes.delete(TEAM_PATHS.invitee, ...signedIn, async (c) =>
    answer(
      c,
      await teams.withdrawInvitation({
        user: c.get('auth').user,
        teamId: param(c, 'teamId'),
        userId: param(c, 'userId'),
      }),
    ),
  )

  routes.delete(TEAM_PATHS.member, ...signedIn, async (c) => {
    const removed = await teams.removeMember({
      user: c.get('auth').user,
      teamId: param(c, 'teamId'),
      memberId: param(c, 'userId'),
    })
    if (!removed.ok) return refusalResponse(c, removed)
    return removed.value ? c.json(removed.value) : c.body(null, 204)
  })

  // Multipart, streamed by the pipeline itself: no JSON body middleware may read or limit it first.
  routes.post(TEAM_PATHS.logo, ...signedIn, async (c) => {
    const user = c.get('auth').user
    const teamId = param(c, 'teamId')
    const allowed = await teams.mayUploadLogo(user, teamId)
    if (!allowed.ok) return refusalResponse(c, allowed)
    const accepted = await uploads.accept(c, { prefix: 'team-logos', widths: TEAM_LOGO_WIDTHS })
    if (!accepted.ok) return accepted.response
    const { saved, previous } = await teams.replaceLogo(user, teamId, accepted.image)
    // The files of the logo replaced (or of this one, if the captain changed meanwhile) go.
    const orphan = saved ? previous : accepted.image
    if (orphan) deps.background.run('remove replaced team logo', () => uploads.remove(orphan))
    if (!saved) return apiError(c, 403, 'not_captain', 'notCaptain')
    return c.json(uploads.toPayload(accepted.image))
  })

  // No body: the token says who checks in, the path which team.
  routes.post(TEAM_PATHS.checkIn, ...signedIn, async (c) =>
    answer(c, await teams.checkIn({ user: c.get('auth').user, teamId: param(c, 'teamId') })),
  )

  routes.post(TEAM_PATHS.inviteLink, ...signedIn, async (c) =>
    answer(c, await teams.replaceInviteLink({ user: c.get('auth').user, teamId: param(c, 'teamId') })),
  )

  routes.post(TEAM_PATHS.decision, ...signedInJson, async (c) => {
    const body = await decodeBody(c, TeamDecision, snakeBody)
    if (!body.ok) return body.response
    return answer(
      c,
      await teams.decide({
        user: c.get('auth').user,
        teamId: param(c, 'teamId'),
        decision: body.value.decision,
      }),
    )
  })

  routes.get(TEAM_PATHS.invitation, ...signedIn, async (c) => {
    const invitation = await teams.invitation(c.get('auth').user.id, param(c, 'teamId'), param(c, 'code'))
    return invitation ? c.json(invitation) : apiError(c, 404, 'not_found', 'notFound')
  })

  routes.get(TEAM_PATHS.myTournaments, ...signedIn, async (c) => {
    const query = decodeQuery(c, MyTournamentsQuery)
    if (!query.ok) return query.response
    return c.json(await teams.myTournaments(c.get('auth').user.id, query.value.filter))
  })

  routes.get(TEAM_PATHS.myInvitations, ...signedIn, async (c) =>
    c.json(await teams.myInvitations(c.get('auth').user.id)),
  )

  // No body: the token says who answers, the path which team's invitation.
  routes.post(TEAM_PATHS.acceptInvitation, ...signedIn, async (c) =>
    answer(c, await teams.acceptTeamInvitation({ user: c.get('auth').user, teamId: param(c, 'teamId') })),
  )

  routes.delete(TEAM_PATHS.myInvitation, ...signedIn, async (c) => {
    const declined = await teams.declineTeamInvitation({
      user: c.get('auth').user,
      teamId: param(c, 'teamId'),
    })
    return declined.ok ? c.body(null, 204) : refusalResponse(c, declined)
  })

  routes.get(TEAM_PATHS.myRemovals, ...signedIn, async (c) =>
    c.json(await teams.myRemovals(c.get('auth').user.id)),
  )

  routes.delete(TEAM_PATHS.myRemoval, ...signedIn, async (c) => {
    const dismissed = await teams.dismissRemoval({
      user: c.get('auth').user,
      removalId: param(c, 'removalId'),
    })
    return dismissed.ok ? c.body(null, 204) : refusalResponse(c, dismissed)
  })

  return routes
}
