/**
 * The OpenAPI 3.1 document of REST API v1's tournaments, news, streamers, teams and organisers'
 * endpoints (`GET /api/v1/openapi.json`) and its readable page (`/api/docs`, `/en/api/docs`). Every
 * schema in it is generated from the `effect/Schema` definitions the server and the browser share
 * (`Schema.toJsonSchemaDocument`, JSON Schema 2020-12, the dialect of OpenAPI 3.1): what is
 * documented is what is decoded.
 */
import { Schema } from 'effect'
import { Hono } from 'hono'
import { ApiErrorBody } from '#core/accounts/auth.schema.ts'
import { PeoplePage, PeopleQuery, RoleChange, StaffUser } from '#core/accounts/staff.api.ts'
import { AuditPage, AuditQuery } from '#core/audit/audit.api.ts'
import {
  Acceptance as InboxAcceptance,
  Assignment as InboxAssignment,
  NoteInput as InboxNoteInput,
  PersonRequest as InboxPersonRequest,
  InboxQuery,
  ReplyInput as InboxReplyInput,
  StatusChange as InboxStatusChange,
} from '#core/inquiries/inbox.api.ts'
import { ContactRequest, InquiryReceived, StreamerApplicationRequest } from '#core/inquiries/inquiries.api.ts'
import { DisputeList, MatchHistory, MatchProofView, MatchReportView } from '#core/matches/reports.api.ts'
import { Decision, DisputeRequest, PlayerReport } from '#core/matches/reports.ts'
import { NewsListQuery } from '#core/news/news.api.ts'
import { NewsArticle, NewsPage } from '#core/news/news.schema.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { StoredImage } from '#core/shared/uploads/image.ts'
import { FieldErrorsBody } from '#core/shared/validation/field-errors.api.ts'
import { StreamerDetail, StreamerList } from '#core/streamers/streamers.api.ts'
import {
  BulkConfirm,
  BulkConfirmAnswer,
  ModeratedTeam,
  ModeratedTeamPage,
  ModeratedTeamsQuery,
  TeamDrop,
  TeamRejection,
} from '#core/teams/moderation.api.ts'
import {
  INVITE_CODE_LENGTH,
  Invitation,
  MemberRequest,
  MyTournamentList,
  Team,
  TeamCreateForm,
  TeamDecision,
  TeamInvitationList,
  TeamList,
  TeamRemovalList,
  TeamUpdateForm,
} from '#core/teams/team.schema.ts'
import { MyTournamentsQuery, TeamListQuery } from '#core/teams/teams.api.ts'
import {
  Cancellation,
  ConsoleListQuery,
  ConsoleTournamentPage,
  ManagedTournament,
  StatusChange,
  TournamentDraft,
  TournamentUpdate,
} from '#core/tournaments/manage.api.ts'
import { MatchView } from '#core/tournaments/match-view.ts'
import { Payout, PayoutInput, PayoutLedger } from '#core/tournaments/payouts.ts'
import { ParticipantList, TournamentResults } from '#core/tournaments/results.schema.ts'
import {
  BattleRoyaleCorrection,
  BattleRoyaleEntry,
  BattleRoyaleImport,
  BattleRoyaleRecorded,
  ConsoleMatch,
  ConsoleStage,
  ConsoleStagePlan,
  CorrectionOutcome,
  DrawRequest,
  LobbyCsvRefusal,
  MatchReport,
} from '#core/tournaments/results-desk.api.ts'
import { TournamentPage, TournamentPayload } from '#core/tournaments/tournament.schema.ts'
import { ParticipantsQuery, TournamentListQuery } from '#core/tournaments/tournaments.api.ts'
import { apiMessage } from '#server/platform/i18n.ts'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_LENGTH } from './idempotency.ts'
import { publicCache } from './public-cache.ts'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** The shared schemas the document names, by their component name. */
const COMPONENTS = {
  TournamentPage,
  Tournament: TournamentPayload,
  ParticipantList,
  TournamentResults,
  MatchView,
  PayoutLedger,
  Payout,
  PayoutInput,
  TeamList,
  Team,
  TeamCreateForm,
  MemberRequest,
  TeamUpdateForm,
  TeamDecision,
  Invitation,
  MyTournamentList,
  TeamInvitationList,
  TeamRemovalList,
  NewsPage,
  NewsArticle,
  StreamerList,
  StreamerDetail,
  StoredImage,
  ContactRequest,
  StreamerApplicationRequest,
  InquiryReceived,
  RoleChange,
  StaffUser,
  PeoplePage,
  AuditPage,
  ModeratedTeamPage,
  ModeratedTeam,
  BulkConfirm,
  BulkConfirmAnswer,
  TeamRejection,
  TeamDrop,
  ConsoleTournamentPage,
  ManagedTournament,
  TournamentDraft,
  TournamentUpdate,
  StatusChange,
  Cancellation,
  ConsoleStagePlan,
  ConsoleStage,
  ConsoleMatch,
  CorrectionOutcome,
  DrawRequest,
  MatchReport,
  BattleRoyaleEntry,
  BattleRoyaleCorrection,
  BattleRoyaleImport,
  BattleRoyaleRecorded,
  LobbyCsvRefusal,
  PlayerReport,
  DisputeRequest,
  Decision,
  MatchReportView,
  MatchProofView,
  MatchHistory,
  DisputeList,
  InboxStatusChange,
  InboxAssignment,
  InboxNoteInput,
  InboxReplyInput,
  InboxAcceptance,
  InboxPersonRequest,
  FieldErrors: FieldErrorsBody,
  Problem: ApiErrorBody,
} as const satisfies Record<string, Schema.Top>
type ComponentName = keyof typeof COMPONENTS

/** A JSON Schema of the generator, its local references pointed at the document's components. */
const relinked = (value: unknown): Json => {
  if (Array.isArray(value)) return value.map(relinked)
  if (value === null || typeof value !== 'object') return value as Json
  const out: JsonObject = {}
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string'
        ? inner.replace(/^#\/\$defs\//, '#/components/schemas/')
        : relinked(inner)
  }
  return out
}

const jsonSchemaOf = (schema: Schema.Top): { schema: Json; definitions: JsonObject } => {
  const document = Schema.toJsonSchemaDocument(schema)
  return { schema: relinked(document.schema), definitions: relinked(document.definitions) as JsonObject }
}

/** The query parameters of a query-string schema: one per field, the encoded side (a string). */
const queryParameters = (query: Schema.Top, descriptions: Readonly<Record<string, string>>): JsonObject[] => {
  const { schema } = jsonSchemaOf(query)
  const properties = (schema as { properties?: Record<string, Json> }).properties ?? {}
  return Object.entries(properties).map(([name, property]) => {
    // An optional field is `anyOf [T, null]` in the generator's JSON codec; a query has no null.
    const anyOf = (property as { anyOf?: Json[] }).anyOf
    const plain = anyOf?.filter((member) => (member as { type?: string }).type !== 'null')
    return {
      name,
      in: 'query',
      required: false,
      description: descriptions[name] ?? '',
      schema: plain?.length === 1 ? (plain[0] ?? {}) : property,
    }
  })
}

const ID_PARAMETER: JsonObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The tournament’s UUID or its slug.',
  schema: { type: 'string', maxLength: 100 },
}

const MATCH_ID_PARAMETER: JsonObject = {
  name: 'matchId',
  in: 'path',
  required: true,
  description: 'The match’s UUID (as the results name it).',
  schema: { type: 'string', format: 'uuid' },
}

const json = (component: ComponentName, description: string): JsonObject => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } },
})

const CACHED =
  'Public and cached: `Cache-Control: public, max-age=30, must-revalidate` and a strong `ETag`; ' +
  '`If-None-Match` with it answers 304 without a body.'

const BAD_QUERY = json('FieldErrors', 'A query parameter is bad: every message of every parameter.')
const NOT_FOUND = json('Problem', 'No such public tournament (drafts are never public).')

const paths = (): JsonObject => ({
  '/tournaments': {
    get: {
      operationId: 'listTournaments',
      summary: 'Tournaments, a page at a time',
      description:
        'Registration open and games running first, then coming tournaments by games start, then ' +
        'finished and cancelled ones, the newest first. ' +
        CACHED,
      parameters: queryParameters(TournamentListQuery, {
        filter:
          'The timeline group: all (default), upcoming, active or finished (cancelled ones count as finished).',
        search:
          'Part of the name or the game, any letter case; `%` and `_` are plain characters. At most 100.',
        page: '1-based page number (default 1, at most 10000). A page beyond the last one is empty.',
        page_size: 'Tournaments per page, 1 to 50 (default 12).',
      }),
      responses: { 200: json('TournamentPage', 'One page of the list.'), 400: BAD_QUERY },
    },
  },
  '/tournaments/{id}': {
    get: {
      operationId: 'getTournament',
      summary: 'One tournament',
      description: `Everything the tournament page shows, with its registration window. ${CACHED}`,
      parameters: [ID_PARAMETER],
      responses: { 200: json('Tournament', 'The tournament.'), 404: NOT_FOUND },
    },
  },
  '/tournaments/{id}/participants': {
    get: {
      operationId: 'listParticipants',
      summary: 'The teams of a tournament',
      description: `The teams holding a slot in registration order, then the waiting list. ${CACHED}`,
      parameters: [
        ID_PARAMETER,
        ...queryParameters(ParticipantsQuery, {
          search: 'Part of a team’s name, any letter case. At most 64.',
        }),
      ],
      responses: { 200: json('ParticipantList', 'The teams.'), 400: BAD_QUERY, 404: NOT_FOUND },
    },
  },
  '/tournaments/{id}/results': {
    get: {
      operationId: 'getTournamentResults',
      summary: 'The results of a tournament',
      description:
        'Every stage of the plan in order: elimination brackets with each match and where its winner ' +
        'and loser go, round-robin group tables, the Swiss table, battle-royale standings per match, ' +
        `per day or week and in total. ${CACHED}`,
      parameters: [ID_PARAMETER],
      responses: { 200: json('TournamentResults', 'The stages and their results.'), 404: NOT_FOUND },
    },
  },
  '/live': {
    get: {
      operationId: 'getLiveUpdates',
      summary: 'Live updates: a server-sent event stream of changed topics',
      description:
        '`text/event-stream` (ADR 0078): `event: change` with `data: {topic}` once a followed topic changed ' +
        '(committed, from any server process; at most once per topic per 250 ms), a comment every 25 s, ' +
        '`retry: 5000` first. `tournament:{id}` changes with the results and the teams of the tournament. ' +
        'Only the topic travels: read the public API again. At most 10 topics, comma-separated. A 503 with ' +
        '`Retry-After` also when the server holds as many streams as it may (in all, or from this address).',
      parameters: [
        {
          name: 'topics',
          in: 'query',
          required: true,
          description: '`kind:id`, comma-separated, 1 to 10 (`tournament:{uuid}`).',
          schema: { type: 'string', maxLength: 900 },
        },
      ],
      responses: {
        200: { description: 'The stream.', content: { 'text/event-stream': { schema: { type: 'string' } } } },
        400: json('Problem', 'No topics, too many, or one that is not `kind:id`.'),
      },
    },
  },
  '/tournaments/{id}/matches/{matchId}': {
    get: {
      operationId: 'getTournamentMatch',
      summary: 'One head-to-head match of a tournament',
      description:
        'Its stage, bracket or group, round (named as the results name it), best-of, scheduled time, state, ' +
        'both sides with score and result, each team’s seed and public roster (nicknames and avatars only), ' +
        'and the matches its winner and loser play next. 404 for a match of another tournament, an id ' +
        `that is no UUID, and battle-royale lobbies. ${CACHED}`,
      parameters: [ID_PARAMETER, MATCH_ID_PARAMETER],
      responses: { 200: json('MatchView', 'The match.'), 404: NOT_FOUND },
    },
  },
  '/tournaments/{id}/payouts': {
    get: {
      operationId: 'getTournamentPayouts',
      summary: 'The prize payout ledger of a tournament',
      description:
        'Where the pot came from, each prize place with the payout recorded for it (team, amount in its ' +
        'currency formatted en-US, method, the Kyiv day paid, a public reference), and the promise of spec §9: ' +
        '`deadline` is the end of the games plus 24 hours, `overdue_places` the places with a prize above 0 and no ' +
        `payout recorded once it has passed (none for a cancelled tournament). ${CACHED}`,
      parameters: [ID_PARAMETER],
      responses: { 200: json('PayoutLedger', 'The ledger.'), 404: NOT_FOUND },
    },
  },
})

const newsPaths = (): JsonObject => ({
  '/news': {
    get: {
      operationId: 'listNews',
      summary: 'News and cases, a page at a time',
      description:
        'Published items, the newest first, each in the language of the path (`/en/api/v1` for English) ' +
        'or, when not written in it, in the other one (`lang` says which). Drafts never. ' +
        CACHED,
      parameters: queryParameters(NewsListQuery, {
        category: 'The tab: all (default), cases or news.',
        page: '1-based page number (default 1, at most 1000). A page beyond the last one is empty.',
        page_size: 'Items per page, 1 to 50 (default 9).',
      }),
      responses: { 200: json('NewsPage', 'One page of the list.'), 400: BAD_QUERY },
    },
  },
  '/news/{id}': {
    get: {
      operationId: 'getNewsItem',
      summary: 'One news item or case',
      description: `A published item with its Markdown body, in the path's language or the other one. ${CACHED}`,
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The item’s slug: lowercase letters, digits and hyphens, at most 100.',
          schema: { type: 'string', maxLength: 100 },
        },
      ],
      responses: {
        200: json('NewsArticle', 'The item.'),
        404: json('Problem', 'No such published item (drafts are never public).'),
      },
    },
  },
})

const TEAM_ID: JsonObject = {
  name: 'teamId',
  in: 'path',
  required: true,
  description: 'The team’s UUID.',
  schema: { type: 'string', format: 'uuid' },
}
const REMOVAL_ID: JsonObject = {
  name: 'removalId',
  in: 'path',
  required: true,
  description: 'The removal notice’s UUID.',
  schema: { type: 'string', format: 'uuid' },
}
const USER_ID: JsonObject = {
  name: 'userId',
  in: 'path',
  required: true,
  description: 'The member’s user UUID (your own to leave).',
  schema: { type: 'string', format: 'uuid' },
}
const INVITEE_ID: JsonObject = {
  name: 'userId',
  in: 'path',
  required: true,
  description: 'The invited player’s user UUID (`invitees[].id` of the captain’s team).',
  schema: { type: 'string', format: 'uuid' },
}
const INVITE_CODE: JsonObject = {
  name: 'code',
  in: 'path',
  required: true,
  description: 'The invitation’s id, the last part of `/join/{teamId}/{id}`.',
  schema: {
    type: 'string',
    minLength: INVITE_CODE_LENGTH,
    maxLength: INVITE_CODE_LENGTH,
    pattern: '^[A-Za-z0-9_-]+$',
  },
}
const SIGNED_IN = [{ bearer: [] }]
const body = (component: ComponentName): JsonObject => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } },
})
const BAD_BODY = json('FieldErrors', 'The body does not decode, or a field the server checks is refused.')
const UNAUTHORIZED = json('Problem', 'No valid Bearer access token (`not_authenticated`, `token_not_valid`).')
const REFUSED = json(
  'Problem',
  'Refused by a rule: `registration_closed`, `profile_incomplete` (with `fields`: the profile fields to fill), ' +
    '`not_captain`, `not_moderator`.',
)
const CONFLICT = json(
  'Problem',
  'The state does not allow it: `already_in_team`, `team_full`, `captain_stays`, `check_in_closed`, `wrong_state` ' +
    '(a dropped team, a decision taken, a change after the games started or in a cancelled tournament).',
)
const NO_TEAM = json('Problem', 'No such team (`not_found`).')
const THROTTLED = json(
  'Problem',
  'Too many wrong join passwords from this user, or at this team from a user who got it wrong there; too many ' +
    'invitations from this captain (`throttled`, Retry-After).',
)
const TEAM = json('Team', 'The team as the signed-in user sees it.')

const streamerPaths = (): JsonObject => ({
  '/streamers': {
    get: {
      operationId: 'listStreamers',
      summary: 'The community’s streamers',
      description:
        'Live streamers first (most viewers first), then featured ones, then the organisers’ order. The live ' +
        'state is the one last polled from Twitch and YouTube (`checkedAt`), never asked for this request. ' +
        CACHED,
      parameters: [],
      responses: { 200: json('StreamerList', 'Every streamer with their channels’ state.') },
    },
  },
  '/streamers/{id}': {
    get: {
      operationId: 'getStreamer',
      summary: 'One streamer and their latest videos',
      description: `The streamer, their channels' state and their six latest videos. ${CACHED}`,
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The streamer’s slug (`a-z0-9` words joined by `-`).',
          schema: { type: 'string', maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        },
      ],
      responses: {
        200: json('StreamerDetail', 'The streamer and their videos.'),
        404: json('Problem', 'No such streamer.'),
      },
    },
  },
})

const teamPaths = (): JsonObject => ({
  '/tournaments/{id}/teams': {
    get: {
      operationId: 'listTeams',
      summary: 'Find a Team',
      description:
        'The teams of a tournament: those holding a slot in the order they came, then the waiting list in its order, ' +
        'then dropped ones. Name, logo, captain’s nickname and Discord, size, free places and state. No session needed.',
      parameters: [
        ID_PARAMETER,
        ...queryParameters(TeamListQuery, { search: 'Part of a team’s name, any letter case.' }),
      ],
      responses: { 200: json('TeamList', 'The teams.'), 400: BAD_QUERY, 404: NOT_FOUND },
    },
    post: {
      operationId: 'createTeam',
      summary: 'Create a Team',
      description:
        'The signed-in user becomes its captain. Needs a complete profile and the registration window open; a user ' +
        'plays in one team per tournament; the name is unique in the tournament whatever its case. Takes a slot while ' +
        'one is free, else the team is `waitlisted` (see `waitlist_position`).',
      security: SIGNED_IN,
      parameters: [ID_PARAMETER],
      requestBody: body('TeamCreateForm'),
      responses: {
        201: json('Team', 'The new team.'),
        400: BAD_BODY,
        401: UNAUTHORIZED,
        403: REFUSED,
        404: NOT_FOUND,
        409: CONFLICT,
      },
    },
  },
  '/teams/{teamId}': {
    get: {
      operationId: 'getTeam',
      summary: 'A team',
      description:
        'For the captain only: the players’ Discord and Telegram (never their e-mail or phone), the invitees ' +
        'who have not answered, and the invitation link.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      responses: { 200: TEAM, 401: UNAUTHORIZED, 404: NO_TEAM },
    },
    patch: {
      operationId: 'updateTeam',
      summary: 'Change a team (captain)',
      description:
        'The description, the captain’s Discord, a new join password (the old one stops working). Until the games ' +
        'start, in a published tournament, while the team is not dropped (else `wrong_state`).',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      requestBody: body('TeamUpdateForm'),
      responses: { 200: TEAM, 400: BAD_BODY, 401: UNAUTHORIZED, 403: REFUSED, 404: NO_TEAM, 409: CONFLICT },
    },
  },
  '/teams/{teamId}/members': {
    post: {
      operationId: 'addMember',
      summary: 'Join a team, or invite a player (captain)',
      description:
        '`{password}`: join by the join password. `{invite}`: join by the invitation link. Both meet the refusals of ' +
        'every join in one order: `registration_closed` (or a tournament not published), `wrong_state` (a dropped ' +
        'team), `already_in_team`, `team_full`, then `profile_incomplete`; only then is the password checked. Wrong ' +
        'passwords count per user, and at a team only for those who got its password wrong. `{nickname}`: the ' +
        'captain invites a player who has an account, while registration is open (10 an hour per captain): the ' +
        'team answers with the player among its `invitees`, whatever else the player does; a nickname nobody has ' +
        'is a field error (`userNotFound`). The player joins only by accepting (`/me/invitations/{teamId}/accept`).',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      requestBody: body('MemberRequest'),
      responses: {
        200: TEAM,
        400: BAD_BODY,
        401: UNAUTHORIZED,
        403: REFUSED,
        404: json('Problem', 'No such team, or an unknown invitation (`not_found`).'),
        409: CONFLICT,
        429: THROTTLED,
      },
    },
  },
  '/teams/{teamId}/members/{userId}': {
    delete: {
      operationId: 'removeMember',
      summary: 'Remove a player (captain) or leave',
      description:
        'The captain removes a player: 200 with the team. A player leaves: 204. The captain leaves only when alone: ' +
        'the team is then withdrawn and its slot goes to the waiting list. Until the games start.',
      security: SIGNED_IN,
      parameters: [TEAM_ID, USER_ID],
      responses: {
        200: TEAM,
        204: { description: 'Left the team.' },
        401: UNAUTHORIZED,
        403: REFUSED,
        404: NO_TEAM,
        409: CONFLICT,
      },
    },
  },
  '/teams/{teamId}/logo': {
    post: {
      operationId: 'uploadTeamLogo',
      summary: 'Upload the team logo (captain)',
      description:
        'multipart/form-data with the image in the part `file`: SVG, PNG or JPG, at most 10 MB, the avatar’s rules.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        200: json('StoredImage', 'The stored logo.'),
        400: BAD_BODY,
        401: UNAUTHORIZED,
        403: REFUSED,
        404: NO_TEAM,
        409: CONFLICT,
        413: BAD_BODY,
        415: json('Problem', 'Not multipart.'),
        429: THROTTLED,
      },
    },
  },
  '/teams/{teamId}/check-in': {
    post: {
      operationId: 'checkInTeam',
      summary: 'Check in',
      description:
        'A member of a confirmed team (or of a complete waitlisted one) while check-in is open. No body.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      responses: { 200: TEAM, 401: UNAUTHORIZED, 403: REFUSED, 404: NO_TEAM, 409: CONFLICT },
    },
  },
  '/teams/{teamId}/invite-link': {
    post: {
      operationId: 'replaceInviteLink',
      summary: 'Replace the invitation link (captain)',
      description:
        'A new random code in `invite_url`; the old link answers 404 from then on. For a link shared too widely. No body.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      responses: { 200: TEAM, 401: UNAUTHORIZED, 403: REFUSED, 404: NO_TEAM, 409: CONFLICT },
    },
  },
  '/teams/{teamId}/invitees/{userId}': {
    delete: {
      operationId: 'withdrawInvitation',
      summary: 'Withdraw an invitation (captain)',
      description: 'The invitation of a player who has not answered is gone.',
      security: SIGNED_IN,
      parameters: [TEAM_ID, INVITEE_ID],
      responses: {
        200: TEAM,
        401: UNAUTHORIZED,
        403: REFUSED,
        404: json('Problem', 'No such team, or no invitation of this player (`not_found`).'),
      },
    },
  },
  '/teams/{teamId}/decision': {
    post: {
      operationId: 'decideTeam',
      summary: 'Confirm or reject a team (moderators)',
      description:
        'Moderators and organisers only. confirm: registered → confirmed. reject: registered, confirmed or waitlisted → ' +
        'dropped. In a published tournament until its games end.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      requestBody: body('TeamDecision'),
      responses: { 200: TEAM, 400: BAD_BODY, 401: UNAUTHORIZED, 403: REFUSED, 404: NO_TEAM, 409: CONFLICT },
    },
  },
  '/teams/{teamId}/invitations/{code}': {
    get: {
      operationId: 'getInvitation',
      summary: 'An invitation',
      description: 'The team, its captain and the tournament, and why one click cannot join now (`blocked`).',
      security: SIGNED_IN,
      parameters: [TEAM_ID, INVITE_CODE],
      responses: {
        200: json('Invitation', 'The invitation.'),
        401: UNAUTHORIZED,
        404: json('Problem', 'Unknown or replaced link.'),
      },
    },
  },
  '/me/tournaments': {
    get: {
      operationId: 'myTournaments',
      summary: 'My tournaments',
      description: 'The tournaments the signed-in user plays in, with their team.',
      security: SIGNED_IN,
      parameters: queryParameters(MyTournamentsQuery, {
        filter: 'active, upcoming or finished; absent for all.',
      }),
      responses: { 200: json('MyTournamentList', 'The tournaments.'), 400: BAD_QUERY, 401: UNAUTHORIZED },
    },
  },
  '/me/invitations': {
    get: {
      operationId: 'myInvitations',
      summary: 'My invitations',
      description:
        'The captains’ invitations the signed-in user has not answered, oldest first, in published tournaments ' +
        'whose registration has not closed: the team with its captain, the tournament, and why accepting cannot ' +
        'work now (`blocked`).',
      security: SIGNED_IN,
      parameters: [],
      responses: { 200: json('TeamInvitationList', 'The invitations.'), 401: UNAUTHORIZED },
    },
  },
  '/me/invitations/{teamId}': {
    delete: {
      operationId: 'declineInvitation',
      summary: 'Decline an invitation',
      description: 'The invitation is gone; the captain no longer sees it. Possible at any time.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      responses: {
        204: { description: 'Declined.' },
        401: UNAUTHORIZED,
        404: json('Problem', 'No invitation of this team for you (`not_found`).'),
      },
    },
  },
  '/me/invitations/{teamId}/accept': {
    post: {
      operationId: 'acceptInvitation',
      summary: 'Accept an invitation',
      description:
        'Joins the team under the rules of every join, in their order (see `addMember`). The invitation goes with ' +
        'it. No body.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      responses: {
        200: TEAM,
        401: UNAUTHORIZED,
        403: REFUSED,
        404: json('Problem', 'No invitation of this team for you (`not_found`).'),
        409: CONFLICT,
      },
    },
  },
  '/me/removals': {
    get: {
      operationId: 'myRemovals',
      summary: 'My removals',
      description:
        'The teams a captain removed the signed-in user from, newest first, each until the user dismisses it: ' +
        'the team’s name and the captain’s nickname as they were then, and the tournament.',
      security: SIGNED_IN,
      parameters: [],
      responses: { 200: json('TeamRemovalList', 'The notices.'), 401: UNAUTHORIZED },
    },
  },
  '/me/removals/{removalId}': {
    delete: {
      operationId: 'dismissRemoval',
      summary: 'Dismiss a removal notice',
      description: 'The notice is gone. Only your own: another user’s notice is not found.',
      security: SIGNED_IN,
      parameters: [REMOVAL_ID],
      responses: {
        204: { description: 'Dismissed.' },
        401: UNAUTHORIZED,
        404: json('Problem', 'No such notice of yours (`not_found`).'),
      },
    },
  },
})

const INQUIRY_REFUSED = json(
  'Problem',
  'Not taken: `form_expired` (the page’s `started` token is missing, forged or older than a day; the body’s ' +
    '`started` is a token issued now, to send the form again with once the minimum fill time has passed), `not_sent` (a filled honeypot; it says no more on purpose), `sent_too_soon` (sooner than the minimum fill time; the same `started` is taken once it has passed), or field errors.',
)
const INQUIRY_THROTTLED = json(
  'Problem',
  'Too many messages from this client address or for this phone number or e-mail address (`throttled`, Retry-After).',
)
const inquiryOperation = (operationId: string, summary: string, component: ComponentName): JsonObject => ({
  post: {
    'x-staff': 'organiser',
    operationId,
    summary,
    description:
      'Open to guests. Stored for the organisers’ inbox (status new) and mailed to the organisers; reviewed in ' +
      '2-3 business days. `started` is the fill-time token the page was rendered with; `website` is the ' +
      'honeypot and must stay empty.',
    parameters: [],
    requestBody: body(component),
    responses: {
      201: json('InquiryReceived', 'Taken.'),
      400: INQUIRY_REFUSED,
      429: INQUIRY_THROTTLED,
    },
  },
})

const inquiryPaths = (): JsonObject => ({
  '/contact': inquiryOperation('sendContact', 'Send the contact form', 'ContactRequest'),
  '/streamer-applications': inquiryOperation(
    'sendStreamerApplication',
    'Send a streamer application',
    'StreamerApplicationRequest',
  ),
})

const USER_ID_PARAMETER: JsonObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The account’s user UUID.',
  schema: { type: 'string', format: 'uuid' },
}
const NOT_STAFF = json(
  'Problem',
  'Not staff — no token, a token refused, a player, a disabled account — or no such account: the answer of an ' +
    'unknown path (`not_found`), so the endpoint’s existence is not confirmed.',
)
const NOT_ORGANISER = json('Problem', 'A moderator: organisers only (`not_organiser`).')
const STAFF_USER = json('StaffUser', 'The account as it is now.')
const ORGANISERS =
  'Organisers only (ADR 0059). The change and its audit entry (who, when, before and after) are one ' +
  'transaction; a change that changes nothing is answered the account and records nothing.'

const staffPaths = (): JsonObject => ({
  '/console/users': {
    get: {
      'x-staff': 'organiser',
      operationId: 'listUsers',
      summary: 'Every account, found and filtered (organisers)',
      description:
        'Organisers only (ADR 0059). Newest accounts first: nickname, e-mail address, whether a phone number is ' +
        'set (never the number), role, disabled, and when the account was made. `q` finds part of a nickname or ' +
        'an address in any letter case; a `q` of digits with the spaces, `+`, dashes and brackets numbers are ' +
        'written with (4 digits or more) also finds the phone numbers holding those digits.',
      security: SIGNED_IN,
      parameters: queryParameters(PeopleQuery, {
        q: 'Part of a nickname, an e-mail address or a phone number; `%` and `_` are plain characters. At most 100.',
        role: 'Only accounts of this role.',
        disabled: '`true`: disabled accounts only; `false`: active ones only.',
        page: '1-based page number (default 1, at most 1000). A page beyond the last one is empty.',
        page_size: 'Accounts per page, 1 to 100 (default 50).',
      }),
      responses: {
        200: json('PeoplePage', 'One page of the accounts, how many match, and the next and previous pages.'),
        400: BAD_QUERY,
        403: NOT_ORGANISER,
        404: NOT_STAFF,
      },
    },
  },
  '/console/users/{id}/role': {
    put: {
      'x-staff': 'organiser',
      operationId: 'setUserRole',
      summary: 'Grant or withdraw a role (organisers)',
      description:
        `${ORGANISERS} player withdraws the role (\`role.revoked\`), moderator or organiser grants it ` +
        '(`role.granted`). Takes effect with the account’s next request. An organiser cannot take their own ' +
        'organiser role away (`own_role`).',
      security: SIGNED_IN,
      parameters: [USER_ID_PARAMETER],
      requestBody: body('RoleChange'),
      responses: {
        200: STAFF_USER,
        400: BAD_BODY,
        403: NOT_ORGANISER,
        404: NOT_STAFF,
        409: json('Problem', 'Your own organiser role (`own_role`).'),
      },
    },
  },
  '/console/users/{id}/disable': {
    post: {
      'x-staff': 'organiser',
      operationId: 'disableUser',
      summary: 'Disable an account (organisers)',
      description:
        `${ORGANISERS} The account signs in no more, and every session and refresh token of it ends at once ` +
        '(`account.disabled`). Not your own account (`own_account`). No body.',
      security: SIGNED_IN,
      parameters: [USER_ID_PARAMETER],
      responses: {
        200: STAFF_USER,
        403: NOT_ORGANISER,
        404: NOT_STAFF,
        409: json('Problem', 'Your own account (`own_account`).'),
      },
    },
  },
  '/console/users/{id}/enable': {
    post: {
      'x-staff': 'organiser',
      operationId: 'enableUser',
      summary: 'Enable an account again (organisers)',
      description: `${ORGANISERS} The account may sign in again; the sessions that ended stay ended (\`account.enabled\`). No body.`,
      security: SIGNED_IN,
      parameters: [USER_ID_PARAMETER],
      responses: { 200: STAFF_USER, 403: NOT_ORGANISER, 404: NOT_STAFF },
    },
  },
  '/console/audit': {
    get: {
      'x-staff': 'organiser',
      operationId: 'listAuditEntries',
      summary: 'The audit log (organisers)',
      description:
        'Every privileged change, newest first: who (a person, or the system `via` the admin CLI, `ADMIN_EMAIL` ' +
        'or the demo seed), what (`kind`), on what, and the state before and after. Entries are never changed or ' +
        'deleted.',
      security: SIGNED_IN,
      parameters: queryParameters(AuditQuery, {
        tournament: 'Entries about this tournament (UUID).',
        actor: 'Entries made by this person (user UUID).',
        kind: 'Entries of this kind.',
        page: '1-based page number (default 1, at most 10000). A page beyond the last one is empty.',
        page_size: 'Entries per page, 1 to 100 (default 50).',
      }),
      responses: {
        200: json('AuditPage', 'One page of the log and how many entries match in all.'),
        400: BAD_QUERY,
        403: NOT_ORGANISER,
        404: NOT_STAFF,
      },
    },
  },
})

const MODERATORS =
  'Moderators and organisers only (ADR 0059); anyone else gets the 404 of an unknown path. Each change runs in ' +
  'one transaction under the tournament’s lock, with one audit entry per team changed.'
const TOURNAMENT_UUID: JsonObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The tournament’s UUID (any status, drafts too).',
  schema: { type: 'string', format: 'uuid' },
}
const MODERATED_TEAM = json('ModeratedTeam', 'The team as moderators see it now.')
const NOT_STAFF_OR_TEAM = json('Problem', 'Not staff, or no such team (`not_found`).')

const moderationPaths = (): JsonObject => ({
  '/console/tournaments/{id}/teams': {
    get: {
      'x-staff': 'moderator',
      operationId: 'listModeratedTeams',
      summary: 'A tournament’s teams for moderators',
      description:
        `${MODERATORS} Every team in any state, slot holders first, then the waiting list, dropped last: captain ` +
        '(nickname and the Discord given for the team), players with their role, what the team still lacks, its ' +
        'timestamps and waiting place, and `counts` per state whatever the filter.',
      security: SIGNED_IN,
      parameters: [
        TOURNAMENT_UUID,
        ...queryParameters(ModeratedTeamsQuery, {
          state: 'Only teams in this state.',
          search: 'Part of a team’s name, any letter case; `%` and `_` are plain characters.',
          page: '1-based page number (default 1, at most 1000).',
          page_size: 'Teams per page, 1 to 100 (default 50).',
        }),
      ],
      responses: {
        200: json('ModeratedTeamPage', 'One page of the teams, how many match, and the counts per state.'),
        400: BAD_QUERY,
        404: json('Problem', 'Not staff, or no such tournament (`not_found`).'),
      },
    },
  },
  '/console/tournaments/{id}/teams/confirm': {
    post: {
      'x-staff': 'moderator',
      operationId: 'confirmTeams',
      summary: 'Confirm several teams (moderators)',
      description:
        `${MODERATORS} Each registered team becomes confirmed (\`team.confirmed\`) and its members are mailed; ` +
        'every other id is answered why not (`wrong_state`: not registered; `not_found`: not a team of this ' +
        'tournament), so one already confirmed does not stop the rest. Refused as a whole once the games ended.',
      security: SIGNED_IN,
      parameters: [TOURNAMENT_UUID],
      requestBody: body('BulkConfirm'),
      responses: {
        200: json('BulkConfirmAnswer', 'Each id’s outcome, in the order asked.'),
        400: BAD_BODY,
        404: json('Problem', 'Not staff, or no such tournament (`not_found`).'),
        409: json('Problem', 'The tournament allows no decision now (`wrong_state`).'),
      },
    },
  },
  '/console/teams/{teamId}/reject': {
    post: {
      'x-staff': 'moderator',
      operationId: 'rejectTeam',
      summary: 'Reject a team with a reason (moderators)',
      description:
        `${MODERATORS} A registered, confirmed or waitlisted team is dropped as \`rejected\` (\`team.rejected\`, the ` +
        'reason in `after`); its captain is mailed the reason, the other members that it was rejected; a slot it ' +
        'held goes to the waiting list.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      requestBody: body('TeamRejection'),
      responses: {
        200: MODERATED_TEAM,
        400: BAD_BODY,
        404: NOT_STAFF_OR_TEAM,
        409: json('Problem', 'The team’s state or the tournament’s phase does not allow it (`wrong_state`).'),
      },
    },
  },
  '/console/teams/{teamId}/drop': {
    post: {
      'x-staff': 'moderator',
      operationId: 'dropTeam',
      summary: 'Drop a team (moderators)',
      description:
        `${MODERATORS} A team in any state but dropped leaves the tournament (\`team.dropped\`; players see it ` +
        'rejected), until the games start. A reason, when given, is mailed to its captain. A slot it held goes to ' +
        'the waiting list as the lifecycle would fill it. Send `{}` for no reason.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      requestBody: body('TeamDrop'),
      responses: {
        200: MODERATED_TEAM,
        400: BAD_BODY,
        404: NOT_STAFF_OR_TEAM,
        409: json('Problem', 'Already dropped, or the games started (`wrong_state`).'),
      },
    },
  },
  '/console/teams/{teamId}/promote': {
    post: {
      'x-staff': 'moderator',
      operationId: 'promoteTeam',
      summary: 'Seat a waiting team (moderators)',
      description:
        `${MODERATORS} A waitlisted team, whatever its place in the line, takes a free slot as registered ` +
        '(`team.promoted`); its members are mailed as when the waiting list moves up. No body.',
      security: SIGNED_IN,
      parameters: [TEAM_ID],
      responses: {
        200: MODERATED_TEAM,
        404: NOT_STAFF_OR_TEAM,
        409: json(
          'Problem',
          'Every slot is held (`no_free_slot`), or the team is not waiting or the games started (`wrong_state`).',
        ),
      },
    },
  },
})

const MANAGED_ID: JsonObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The tournament’s UUID (not its slug: a draft’s slug may still change).',
  schema: { type: 'string', format: 'uuid' },
}
const MANAGED = json('ManagedTournament', 'The tournament as it is now, with its new `version`.')
const NOT_STAFF_OR_TOURNAMENT = json(
  'Problem',
  'Not staff (the answer of an unknown path, `not_found`), or no tournament with this UUID.',
)
const TOURNAMENT_CHANGE =
  'Organisers only (ADR 0059). The change and its audit entry are one transaction under the tournament’s row ' +
  'lock; it names the `version` it was made on and raises it by one.'

const statusChange = (operationId: string, summary: string, description: string): JsonObject => ({
  post: {
    'x-staff': 'organiser',
    operationId,
    summary,
    description: `${TOURNAMENT_CHANGE} ${description}`,
    security: SIGNED_IN,
    parameters: [MANAGED_ID],
    requestBody: body('StatusChange'),
    responses: {
      200: MANAGED,
      400: BAD_BODY,
      403: NOT_ORGANISER,
      404: NOT_STAFF_OR_TOURNAMENT,
      409: json(
        'Problem',
        'Made on an older `version` (`stale`), or a status that does not allow it (`wrong_status`).',
      ),
    },
  },
})

const PAYOUT_PLACE: JsonObject = {
  name: 'place',
  in: 'path',
  required: true,
  description: 'The place (1 for the winner).',
  schema: { type: 'integer', minimum: 1 },
}

const INBOX_ID: JsonObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The message’s UUID.',
  schema: { type: 'string', format: 'uuid' },
}
const INBOX_MESSAGE: JsonObject = {
  description:
    'The message as it is now (`InboxMessage` of core/inquiries/inbox.api.ts): its fields, status, assignee, ' +
    'Kyiv working days since it arrived and `overdue`, notes, replies and `version`.',
  content: { 'application/json': { schema: { type: 'object' } } },
}
const NOT_ORGANISER_OR_MESSAGE = json(
  'Problem',
  'Not staff (the answer of an unknown path, `not_found`), or no message with this UUID.',
)
const INBOX_ONLY =
  'Organisers only, reads too (ADR 0080): the messages carry people’s phone numbers and addresses. '
const inboxChange = (
  operationId: string,
  summary: string,
  component: ComponentName,
  description: string,
  conflicts: string,
): JsonObject => ({
  post: {
    'x-staff': 'organiser',
    operationId,
    summary,
    description:
      `${INBOX_ONLY}The change and its audit entry are one transaction under the message’s row lock; it names the ` +
      `\`version\` it was made on and raises it by one. ${description}`,
    security: SIGNED_IN,
    parameters: [INBOX_ID],
    requestBody: body(component),
    responses: {
      200: INBOX_MESSAGE,
      400: BAD_BODY,
      403: NOT_ORGANISER,
      404: NOT_ORGANISER_OR_MESSAGE,
      409: json('Problem', `Made on an older \`version\` (\`stale\`)${conflicts}.`),
    },
  },
})

const inboxPaths = (): JsonObject => ({
  '/console/inbox': {
    get: {
      'x-staff': 'organiser',
      operationId: 'listInbox',
      summary: 'The organisers’ inbox: contact messages and streamer applications, newest first',
      description: `${INBOX_ONLY}Filtered by status and kind; each with its working days and \`overdue\`. Not cached.`,
      security: SIGNED_IN,
      parameters: queryParameters(InboxQuery, {
        status: 'Only messages in this status.',
        kind: 'Only contact messages or streamer applications.',
        page: 'The page, from 1.',
        page_size: 'Messages per page.',
      }),
      responses: {
        200: { ...INBOX_MESSAGE, description: '`{count, results}`, each an `InboxSummary`.' },
        400: BAD_QUERY,
        403: NOT_ORGANISER,
        404: NOT_ORGANISER_OR_MESSAGE,
      },
    },
  },
  '/console/inbox/{id}': {
    get: {
      'x-staff': 'organiser',
      operationId: 'getInboxMessage',
      summary: 'One message of the inbox with its notes and replies',
      description: `${INBOX_ONLY}Not cached.`,
      security: SIGNED_IN,
      parameters: [INBOX_ID],
      responses: { 200: INBOX_MESSAGE, 403: NOT_ORGANISER, 404: NOT_ORGANISER_OR_MESSAGE },
    },
  },
  '/console/inbox/{id}/status': inboxChange(
    'setInboxStatus',
    'Set a message’s status',
    'InboxStatusChange',
    'Audited `inquiry.status_changed`. `done` and `spam` start the retention.',
    '',
  ),
  '/console/inbox/{id}/assignee': inboxChange(
    'assignInboxMessage',
    'Give a message to an organiser, or give it back',
    'InboxAssignment',
    'Audited `inquiry.assigned`. An assignee who is not an active organiser is refused 422 `not_organiser`.',
    '',
  ),
  '/console/inbox/{id}/notes': inboxChange(
    'noteInboxMessage',
    'Add an internal note',
    'InboxNoteInput',
    'Never shown or mailed to the sender. Audited `inquiry.noted` (the note’s id, not its text).',
    '',
  ),
  '/console/inbox/{id}/replies': inboxChange(
    'replyToInboxMessage',
    'Reply to the sender by mail',
    'InboxReplyInput',
    'The reply is kept with the message and mailed through the job queue in the sender’s language, quoting ' +
      'the message, threaded under its Message-ID; the message becomes `done` (a `spam` one stays). Audited ' +
      '`inquiry.replied`.',
    '; the sender left a phone number (`no_email`)',
  ),
  '/console/inbox/{id}/accept': inboxChange(
    'acceptStreamerApplication',
    'Accept a streamer application: it becomes a streamer’s entry',
    'InboxAcceptance',
    'Makes a visible streamer entry prefilled from the application (name, address, Twitch, YouTube, ' +
      'Discord); the message becomes `done`. Audited `inquiry.accepted`.',
    '; not an application (`not_application`); accepted before (`already_accepted`); the address or a channel ' +
      'already a streamer’s (`streamer_taken`)',
  ),
  '/console/inbox/person/export': {
    post: {
      'x-staff': 'organiser',
      operationId: 'exportPersonsMessages',
      summary: 'Every message sent from an e-mail address, as JSON (a person’s request)',
      description: `${INBOX_ONLY}A POST so the address stays out of URLs and logs. Audited \`inquiry.exported\` with the messages’ ids.`,
      security: SIGNED_IN,
      requestBody: body('InboxPersonRequest'),
      responses: {
        200: { ...INBOX_MESSAGE, description: '`{email, messages}` with each message’s fields and replies.' },
        400: BAD_BODY,
        403: NOT_ORGANISER,
        404: NOT_ORGANISER_OR_MESSAGE,
      },
    },
  },
  '/console/inbox/person/erase': {
    post: {
      'x-staff': 'organiser',
      operationId: 'erasePersonsMessages',
      summary: 'Delete every message sent from an e-mail address (a person’s request)',
      description: `${INBOX_ONLY}Notes and replies go with them. Audited \`inquiry.erased\` with the messages’ ids.`,
      security: SIGNED_IN,
      requestBody: body('InboxPersonRequest'),
      responses: {
        200: { ...INBOX_MESSAGE, description: '`{deleted}`: how many messages were deleted.' },
        400: BAD_BODY,
        403: NOT_ORGANISER,
        404: NOT_ORGANISER_OR_MESSAGE,
      },
    },
  },
})

const payoutPaths = (): JsonObject => ({
  '/console/tournaments/{id}/payouts': {
    get: {
      'x-staff': 'moderator',
      operationId: 'getManagedPayouts',
      summary: 'The prize payout ledger, drafts too (moderators and organisers)',
      description: 'The public ledger of the tournament, each payout with its `version`. Not cached.',
      security: SIGNED_IN,
      parameters: [MANAGED_ID],
      responses: { 200: json('PayoutLedger', 'The ledger now.'), 404: NOT_STAFF_OR_TOURNAMENT },
    },
  },
  '/console/tournaments/{id}/payouts/{place}': {
    put: {
      'x-staff': 'organiser',
      operationId: 'recordPayout',
      summary: 'Record or change the payout of a place (organisers)',
      description:
        'Organisers only (ADR 0059), once the games of a published tournament are over. The first record names no ' +
        '`version` and is audited `payout.recorded`; a change names the payout’s `version`, raises it by one and is ' +
        'audited `payout.corrected` with only the changed fields. The write and its entry are one transaction under ' +
        'the tournament’s row lock. Saving what is there already changes nothing.',
      security: SIGNED_IN,
      parameters: [MANAGED_ID, PAYOUT_PLACE],
      requestBody: body('PayoutInput'),
      responses: {
        200: json('Payout', 'The payout as recorded now.'),
        400: BAD_BODY,
        403: NOT_ORGANISER,
        404: NOT_STAFF_OR_TOURNAMENT,
        409: json(
          'Problem',
          'Made on an older `version`, or a first record naming one (`stale`); a tournament not published ' +
            '(`wrong_status`); games not over (`games_not_over`); a place without a prize (`no_prize`).',
        ),
      },
    },
  },
})

const managePaths = (): JsonObject => ({
  '/console/tournaments': {
    get: {
      'x-staff': 'moderator',
      operationId: 'listManagedTournaments',
      summary: 'Every tournament, drafts too (moderators and organisers)',
      description: 'Newest games first, with each tournament’s `status` and `version`. Not cached.',
      security: SIGNED_IN,
      parameters: queryParameters(ConsoleListQuery, {
        search: 'Part of a name or a game, any letter case (at most 100 characters).',
        status: 'Only tournaments of this status.',
        page: '1-based page number (default 1, at most 10000). A page beyond the last one is empty.',
        page_size: 'Tournaments per page, 1 to 50 (default 12).',
      }),
      responses: {
        200: json('ConsoleTournamentPage', 'One page of the list and how many tournaments match in all.'),
        400: BAD_QUERY,
        404: NOT_STAFF,
      },
    },
    post: {
      'x-staff': 'organiser',
      operationId: 'createTournament',
      summary: 'Create a draft (organisers)',
      description:
        `${TOURNAMENT_CHANGE.replace(' it names the `version` it was made on and raises it by one.', '')} ` +
        'The slug is derived from the name when absent; a slug another tournament has is the field error ' +
        '`slug`. Impossible windows (registration ending before it starts or after the games start, games ending ' +
        'before they start, a paid entry without a fee, check-in not opening before it closes) and unknown ' +
        'partner ids in `sponsors` are field errors. Bodies up to 256 KiB. Audited `tournament.created`.',
      security: SIGNED_IN,
      requestBody: body('TournamentDraft'),
      responses: {
        201: json('ManagedTournament', 'The new draft, `version` 1.'),
        400: BAD_BODY,
        403: NOT_ORGANISER,
        404: NOT_STAFF,
        413: json('Problem', 'A body over 256 KiB (`payload_too_large`).'),
      },
    },
  },
  '/console/tournaments/{id}': {
    get: {
      'x-staff': 'moderator',
      operationId: 'getManagedTournament',
      summary: 'The editable tournament, drafts too (moderators and organisers)',
      description:
        'The public payload and its `status`, `version`, the cancellation reason, check-in as minutes and the ' +
        'sponsors’ partner ids. Not cached.',
      security: SIGNED_IN,
      parameters: [MANAGED_ID],
      responses: {
        200: json('ManagedTournament', 'The tournament as it is now.'),
        404: NOT_STAFF_OR_TOURNAMENT,
      },
    },
    put: {
      'x-staff': 'organiser',
      operationId: 'updateTournament',
      summary: 'Edit a tournament (organisers)',
      description:
        `${TOURNAMENT_CHANGE} The whole draft and the \`version\` it was made on; the same field errors as ` +
        'creating. An absent slug keeps the current one. The stage plan may change only while no stage has been ' +
        'drawn or started. Saving what is there already changes nothing. Audited `tournament.updated` with only ' +
        'the changed fields in `before` and `after`.',
      security: SIGNED_IN,
      parameters: [MANAGED_ID],
      requestBody: body('TournamentUpdate'),
      responses: {
        200: MANAGED,
        400: BAD_BODY,
        403: NOT_ORGANISER,
        404: NOT_STAFF_OR_TOURNAMENT,
        409: json(
          'Problem',
          'Made on an older `version` (`stale`), or the stage plan changed once a stage started (`stages_started`).',
        ),
        413: json('Problem', 'A body over 256 KiB (`payload_too_large`).'),
      },
    },
  },
  '/console/tournaments/{id}/publish': statusChange(
    'publishTournament',
    'Publish a draft (organisers)',
    'Public from then on. Audited `tournament.published`.',
  ),
  '/console/tournaments/{id}/unpublish': statusChange(
    'unpublishTournament',
    'Back to draft (organisers)',
    'A published or cancelled tournament becomes a draft again: no longer public; a cancellation reason goes. ' +
      'Audited `tournament.unpublished`.',
  ),
  '/console/tournaments/{id}/cancel': {
    post: {
      'x-staff': 'organiser',
      operationId: 'cancelTournament',
      summary: 'Cancel a tournament (organisers)',
      description:
        `${TOURNAMENT_CHANGE} The reason, in at least one language, is shown publicly with the cancelled notice. ` +
        'Audited `tournament.cancelled`.',
      security: SIGNED_IN,
      parameters: [MANAGED_ID],
      requestBody: body('Cancellation'),
      responses: {
        200: MANAGED,
        400: BAD_BODY,
        403: NOT_ORGANISER,
        404: NOT_STAFF_OR_TOURNAMENT,
        409: json('Problem', 'Made on an older `version` (`stale`), or cancelled already (`wrong_status`).'),
      },
    },
  },
  '/console/tournaments/{id}/cover': {
    post: {
      'x-staff': 'organiser',
      operationId: 'uploadTournamentCover',
      summary: 'Upload the cover (organisers)',
      description:
        'multipart/form-data with the image in the part `file`: SVG, PNG or JPG, at most 10 MB, through the ' +
        'image pipeline like a team logo. Sets `cover_url` and raises the `version` whatever it was (no version ' +
        'to name). Audited `tournament.updated`.',
      security: SIGNED_IN,
      parameters: [MANAGED_ID],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        200: MANAGED,
        400: BAD_BODY,
        403: NOT_ORGANISER,
        404: NOT_STAFF_OR_TOURNAMENT,
        413: BAD_BODY,
        415: json('Problem', 'Not multipart.'),
      },
    },
  },
})

const STAGE_ID: JsonObject = {
  name: 'stageId',
  in: 'path',
  required: true,
  description: 'The stage’s UUID (`id` of a stage in the stage plan).',
  schema: { type: 'string', format: 'uuid' },
}
const MATCH_ID: JsonObject = {
  name: 'matchId',
  in: 'path',
  required: true,
  description: 'The match’s UUID.',
  schema: { type: 'string', format: 'uuid' },
}
const DESK =
  'One transaction under the tournament’s row lock with its audit entry (`tournament_id` set); the rules are ' +
  'the stage use cases’ (docs/tournaments.md).'
const STAGE_CONFLICT = json(
  'Problem',
  'The stage’s state does not allow it; the code is the reason (`stage_already_drawn`, `stage_not_drawn`, ' +
    '`stage_not_running`, `stage_unfinished`, `round_unfinished`, `no_more_rounds`, `wrong_stage_kind`, ' +
    '`no_next_stage`, `too_few_teams`).',
)
const MATCH_CONFLICT = json(
  'Problem',
  'The match or its stage does not allow it (`stage_not_running`, `match_not_ready`, `match_already_reported`, ' +
    '`match_not_reported`).',
)
const BAD_RESULT = json(
  'Problem',
  'The body does not decode (field errors), or the result cannot end the match: `too_many_games`, `no_winner`, ' +
    '`draw_not_allowed`, `double_forfeit_not_allowed`.',
)
const NOT_STAFF_OR_STAGE = json('Problem', 'Not staff, or no such stage (`not_found`).')
const NOT_STAFF_OR_MATCH = json('Problem', 'Not staff, or no such match (`not_found`).')
const STAGE_AFTER = json('ConsoleStage', 'The stage as it is now.')

const stageChange = (operationId: string, summary: string, description: string): JsonObject => ({
  post: {
    'x-staff': 'organiser',
    operationId,
    summary,
    description: `Organisers only. ${DESK} ${description} No body.`,
    security: SIGNED_IN,
    parameters: [STAGE_ID],
    responses: { 200: STAGE_AFTER, 403: NOT_ORGANISER, 404: NOT_STAFF_OR_STAGE, 409: STAGE_CONFLICT },
  },
})

const REPORTS =
  'Players report their own matches and the other team answers (docs/matches.md). One transaction under the ' +
  'tournament’s row lock; a result goes through the results desk (audited `match.reported`).'
const NOT_A_PLAYER = json(
  'Problem',
  'The user plays in neither team (`not_a_player`), or answers their own team’s report (`own_report`).',
)
const REPORT_CONFLICT = json(
  'Problem',
  'Not now: `report_open`, `match_disputed`, `no_open_report`, `not_disputed`, `match_not_ready`, ' +
    '`match_already_reported`, `stage_not_running`.',
)
const NO_MATCH = json('Problem', 'No such match (`not_found`).')
const REPORT_AFTER = json('MatchReportView', 'The report as it is now.')

const matchReportPaths = (): JsonObject => ({
  '/matches/{matchId}/reports': {
    get: {
      operationId: 'matchHistory',
      summary: 'A match’s latest report and its history',
      description: 'Public: nicknames only, never anyone’s e-mail, phone or name. Oldest event first.',
      parameters: [MATCH_ID],
      responses: {
        200: json('MatchHistory', 'The latest report (null before any) and every event.'),
        404: NO_MATCH,
      },
    },
    post: {
      operationId: 'reportOwnMatch',
      summary: 'Report the result of your match (a player of either team)',
      description:
        `${REPORTS} A best-of score or one side’s forfeit, with up to 5 screenshots (the keys \`POST …/proofs\` ` +
        'answered, uploaded for this match by a player of the reporting team; anything else is `invalid_proof`); ' +
        'the other team has the tournament’s answer time (15 minutes by default) to confirm or dispute it before ' +
        'the timer confirms it.',
      security: SIGNED_IN,
      parameters: [MATCH_ID],
      requestBody: body('PlayerReport'),
      responses: {
        201: REPORT_AFTER,
        400: BAD_RESULT,
        401: UNAUTHORIZED,
        403: NOT_A_PLAYER,
        404: NO_MATCH,
        409: REPORT_CONFLICT,
      },
    },
  },
  '/matches/{matchId}/proofs': {
    post: {
      operationId: 'uploadMatchProof',
      summary: 'Upload a screenshot as the proof of your match (a player of either team)',
      description:
        'multipart/form-data with one screenshot in the part `file`: PNG or JPG (decided by its bytes; SVG, GIF, ' +
        'WebP and anything else are refused), at most 10 MB and 40 megapixels, through the image pipeline. Kept in ' +
        'its own shape, never cropped: WebP at 320 and 640 px wide and the full size in its own format, at most ' +
        '3840 px a side. Only while the player may report the match (the same refusals as a report); 30 ' +
        'screenshots a player an hour, refused ones too. The answer’s `key` is what a report’s `proof` cites.',
      security: SIGNED_IN,
      parameters: [MATCH_ID],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        201: json('MatchProofView', 'The stored screenshot: its key, full-size URL and renditions.'),
        400: json(
          'FieldErrors',
          'No part `file`, not a PNG or JPG image (`rasterImageType`), over 40 megapixels.',
        ),
        401: UNAUTHORIZED,
        403: NOT_A_PLAYER,
        404: NO_MATCH,
        409: REPORT_CONFLICT,
        413: json('FieldErrors', 'Over 10 MB (`imageTooLarge`); reading stops at once, `Connection: close`.'),
        415: json('Problem', 'Not multipart.'),
        429: json(
          'Problem',
          'Over 30 screenshots of this player within an hour (`throttled`, `Retry-After`).',
        ),
      },
    },
  },
  '/matches/{matchId}/confirm': {
    post: {
      operationId: 'confirmMatchReport',
      summary: 'Confirm the other team’s report (a player of the other team)',
      description: `${REPORTS} The result is written and the bracket moves on.`,
      security: SIGNED_IN,
      parameters: [MATCH_ID],
      responses: {
        200: REPORT_AFTER,
        401: UNAUTHORIZED,
        403: NOT_A_PLAYER,
        404: NO_MATCH,
        409: REPORT_CONFLICT,
      },
    },
  },
  '/matches/{matchId}/dispute': {
    post: {
      operationId: 'disputeMatchReport',
      summary: 'Dispute the other team’s report with a reason (a player of the other team)',
      description: `${REPORTS} The match is frozen until a moderator decides it.`,
      security: SIGNED_IN,
      parameters: [MATCH_ID],
      requestBody: body('DisputeRequest'),
      responses: {
        200: REPORT_AFTER,
        400: json('FieldErrors', 'The reason is empty or over 500 characters.'),
        401: UNAUTHORIZED,
        403: NOT_A_PLAYER,
        404: NO_MATCH,
        409: REPORT_CONFLICT,
      },
    },
  },
  '/matches/{matchId}/decision': {
    post: {
      'x-staff': 'moderator',
      operationId: 'decideDisputedMatch',
      summary: 'Decide a disputed match with a reason (moderators and organisers)',
      description: `${REPORTS} The decided result (a double forfeit too) is written; both teams see the reason.`,
      security: SIGNED_IN,
      parameters: [MATCH_ID],
      requestBody: body('Decision'),
      responses: { 200: REPORT_AFTER, 400: BAD_RESULT, 404: NOT_STAFF_OR_MATCH, 409: REPORT_CONFLICT },
    },
  },
  '/console/disputes': {
    get: {
      'x-staff': 'moderator',
      operationId: 'listOpenDisputes',
      summary: 'The disputes waiting for a decision, oldest first (moderators and organisers)',
      description:
        'Each with its tournament, stage, round and match, both teams, what was reported by whom, how many ' +
        'screenshots, and the dispute’s reason; at most 100, with how many wait in all. Not cached.',
      security: SIGNED_IN,
      parameters: [],
      responses: {
        200: json('DisputeList', 'The disputes.'),
        404: json('Problem', 'Not staff (`not_found`).'),
      },
    },
  },
})

const resultsDeskPaths = (): JsonObject => ({
  '/console/tournaments/{id}/stages': {
    get: {
      'x-staff': 'moderator',
      operationId: 'getStagePlan',
      summary: 'The stage plan as the results desk runs it (moderators and organisers)',
      description:
        'Every stage in plan order with its status, teams by seed, matches (round name, teams, score, whether it ' +
        'can be reported or corrected now) and, while it is undrawn, the teams a draw may take (`eligible_teams`, ' +
        '`draw_size`): the confirmed teams for the first stage (only the checked-in ones when the tournament has ' +
        'check-in), the previous stage’s standings for a later one. Battle royale: the total standings. Not cached.',
      security: SIGNED_IN,
      parameters: [TOURNAMENT_UUID],
      responses: {
        200: json('ConsoleStagePlan', 'The plan.'),
        404: json('Problem', 'Not staff, or no such tournament (`not_found`).'),
      },
    },
  },
  '/console/stages/{stageId}/draw': {
    post: {
      'x-staff': 'organiser',
      operationId: 'drawStage',
      summary: 'Draw a stage (organisers)',
      description:
        `Organisers only. ${DESK} \`{team_ids}\` in seed order (seed 1 first), \`{seeding: "random"}\` or ` +
        '`{seeding: "previous_stage"}`. Audited `stage.drawn` with the seeding.',
      security: SIGNED_IN,
      parameters: [STAGE_ID],
      requestBody: body('DrawRequest'),
      responses: {
        200: STAGE_AFTER,
        400: BAD_BODY,
        403: NOT_ORGANISER,
        404: NOT_STAFF_OR_STAGE,
        409: json(
          'Problem',
          'Not pending (`stage_already_drawn`), a team that may not play it (`teams_not_eligible`), not every ' +
            'team once (`wrong_team_count`), the previous stage unfinished (`stage_unfinished`), a battle royale ' +
            '(`wrong_stage_kind`).',
        ),
      },
    },
  },
  '/console/stages/{stageId}/start': stageChange(
    'startStage',
    'Start a drawn stage (organisers)',
    'Its matches may be reported from then on. Audited `stage.started`.',
  ),
  '/console/stages/{stageId}/finish': stageChange(
    'finishStage',
    'Finish a stage (organisers)',
    'Once no match is left to play. Audited `stage.finished`.',
  ),
  '/console/stages/{stageId}/advance': stageChange(
    'advanceStage',
    'Draw the next stage from this one (organisers)',
    'The `advancing` best teams of this finished stage, in the order of its standings; answers the next stage. ' +
      'Audited `stage.advanced`.',
  ),
  '/console/stages/{stageId}/pair-next-round': stageChange(
    'pairNextSwissRound',
    'Pair the next Swiss round (organisers)',
    'Once every match of the current round has a result. Audited `stage.drawn` with the round.',
  ),
  '/console/matches/{matchId}/report': {
    post: {
      'x-staff': 'moderator',
      operationId: 'reportMatch',
      summary: 'Report a match’s first result (moderators and organisers)',
      description:
        `${DESK} A best-of score, a forfeit (the side that gives up) or a double forfeit (elimination only). ` +
        'Of two reports of one match at once, one is taken and the other refused `match_already_reported`. ' +
        'Audited `match.reported`.',
      security: SIGNED_IN,
      parameters: [MATCH_ID],
      requestBody: body('MatchReport'),
      responses: {
        200: json('ConsoleMatch', 'The match after it.'),
        400: BAD_RESULT,
        404: NOT_STAFF_OR_MATCH,
        409: MATCH_CONFLICT,
      },
    },
  },
  '/console/matches/{matchId}/correction-preview': {
    post: {
      'x-staff': 'organiser',
      operationId: 'previewCorrection',
      summary: 'What a correction would reset (organisers)',
      description:
        'The correction run in a transaction that is rolled back: the match as it would be, every other match it ' +
        'would reset or change (`changed`, as they would be) and those it would remove (Swiss rounds paired ' +
        'after it). Nothing is written.',
      security: SIGNED_IN,
      parameters: [MATCH_ID],
      requestBody: body('MatchReport'),
      responses: {
        200: json('CorrectionOutcome', 'What the correction would do.'),
        400: BAD_RESULT,
        403: NOT_ORGANISER,
        404: NOT_STAFF_OR_MATCH,
        409: MATCH_CONFLICT,
      },
    },
  },
  '/console/matches/{matchId}/correct': {
    post: {
      'x-staff': 'organiser',
      operationId: 'correctMatch',
      summary: 'Correct a reported result (organisers)',
      description:
        `Organisers only. ${DESK} What followed from the old result is reset, exactly the matches the preview ` +
        'names. Audited `match.corrected`, `after.reset` naming the matches reset.',
      security: SIGNED_IN,
      parameters: [MATCH_ID],
      requestBody: body('MatchReport'),
      responses: {
        200: json('CorrectionOutcome', 'What the correction did.'),
        400: BAD_RESULT,
        403: NOT_ORGANISER,
        404: NOT_STAFF_OR_MATCH,
        409: MATCH_CONFLICT,
      },
    },
  },
  '/console/stages/{stageId}/battle-royale-matches': {
    post: {
      'x-staff': 'moderator',
      operationId: 'recordBattleRoyaleMatch',
      summary: 'Enter a battle-royale match (moderators and organisers)',
      description:
        `${DESK} Its day (or week), map, and every team’s placement (1 to the number of teams, each once) and ` +
        'kills. Audited `battle_royale.recorded`.',
      security: SIGNED_IN,
      parameters: [STAGE_ID],
      requestBody: body('BattleRoyaleEntry'),
      responses: {
        201: json('BattleRoyaleRecorded', 'The match’s id and the stage’s total standings after it.'),
        400: BAD_RESULT,
        404: NOT_STAFF_OR_STAGE,
        409: STAGE_CONFLICT,
      },
    },
  },
  '/console/battle-royale-matches/{matchId}': {
    put: {
      'x-staff': 'organiser',
      operationId: 'correctBattleRoyaleMatch',
      summary: 'Replace a battle-royale match’s results (organisers)',
      description: `Organisers only. ${DESK} Audited \`battle_royale.corrected\` with the results before and after.`,
      security: SIGNED_IN,
      parameters: [MATCH_ID],
      requestBody: body('BattleRoyaleCorrection'),
      responses: {
        200: json('BattleRoyaleRecorded', 'The match’s id and the stage’s total standings after it.'),
        400: BAD_RESULT,
        403: NOT_ORGANISER,
        404: NOT_STAFF_OR_MATCH,
        409: STAGE_CONFLICT,
      },
    },
  },
  '/console/stages/{stageId}/battle-royale-import': {
    post: {
      'x-staff': 'moderator',
      operationId: 'importBattleRoyaleMatch',
      summary: 'Enter a battle-royale match from a lobby file (moderators and organisers)',
      description:
        `${DESK} \`csv\`: the lobby tool’s export, one team a line \`team, placement, kills\` (a header line ` +
        'optional; comma, semicolon or tab; teams by name, any letter case), at most 64 KiB and 100 lines. Every ' +
        'bad line is named in one 400 `invalid_csv`. Audited `battle_royale.recorded` with `source: csv`.',
      security: SIGNED_IN,
      parameters: [STAGE_ID],
      requestBody: body('BattleRoyaleImport'),
      responses: {
        201: json('BattleRoyaleRecorded', 'The match’s id and the stage’s total standings after it.'),
        400: json(
          'LobbyCsvRefusal',
          'Every bad line with its translated problem (or field errors of the body).',
        ),
        404: NOT_STAFF_OR_STAGE,
        409: STAGE_CONFLICT,
        413: json('Problem', 'A body over 128 KiB (`payload_too_large`).'),
      },
    },
  },
})

const RETRY_AFTER_HEADER: JsonObject = {
  'Retry-After': {
    description: 'Seconds to wait before sending the request again.',
    schema: { type: 'integer' },
  },
}

/** Every operation: the database may be briefly away (a restart), which is never the request's fault. */
const SERVICE_UNAVAILABLE: JsonObject = {
  ...json(
    'Problem',
    'The database is briefly away (`service_unavailable`): send the same request again after `Retry-After`.',
  ),
  headers: RETRY_AFTER_HEADER,
}

/** The header of the POSTs and PATCHes with a JSON body or none (multipart uploads are left out). */
const IDEMPOTENCY_KEY: JsonObject = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'draft-ietf-httpapi-idempotency-key-header: a key of the client’s own, a UUID say (16 to 255 visible ASCII ' +
    'characters but `"` and `\\`, as a Structured Field string, quoted or not). A repeat of the same request with ' +
    'the same key within 24 hours is answered the first answer, with `Idempotent-Replayed: true`, and changes ' +
    'nothing more. Keys are the signed-in user’s, or a guest’s client address’s. Only final answers are kept ' +
    '(2xx, and 4xx but 401, 408, 425 and 429).',
  schema: {
    type: 'string',
    minLength: IDEMPOTENCY_KEY_LENGTH.min,
    maxLength: IDEMPOTENCY_KEY_LENGTH.max + 2,
  },
}
const KEY_REFUSALS: JsonObject = {
  400: json('Problem', 'A malformed `Idempotency-Key` (`idempotency_key_invalid`).'),
  409: {
    ...json(
      'Problem',
      'The first request with this `Idempotency-Key` is still in flight (`idempotency_key_in_use`, `Retry-After`).',
    ),
    headers: RETRY_AFTER_HEADER,
  },
  422: json('Problem', 'This `Idempotency-Key` was used with another request (`idempotency_key_reused`).'),
}

const isMultipart = (operation: JsonObject): boolean =>
  JSON.stringify(operation.requestBody ?? {}).includes('multipart/form-data')

/**
 * One rule for every operation: a 503 while the database is away; and for the POSTs and PATCHes that
 * take `Idempotency-Key`, the header and the answers it adds (an operation's own 400 or 409 keeps its
 * schema, its description naming the key's refusal too).
 */
const withPlatformRules = (paths: JsonObject): JsonObject =>
  Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as JsonObject).map(([method, value]) => {
          const operation = value as JsonObject
          const responses: JsonObject = { ...(operation.responses as JsonObject), 503: SERVICE_UNAVAILABLE }
          if (!['post', 'patch'].includes(method) || isMultipart(operation))
            return [method, { ...operation, responses }]
          for (const [status, refusal] of Object.entries(KEY_REFUSALS)) {
            const own = responses[status] as JsonObject | undefined
            const { description, ...rest } = refusal as JsonObject
            responses[status] = own
              ? { ...rest, ...own, description: `${String(own.description)} Or: ${String(description)}` }
              : (refusal as JsonObject)
          }
          const parameters = [...((operation.parameters as Json[] | undefined) ?? []), IDEMPOTENCY_KEY]
          return [method, { ...operation, parameters, responses }]
        }),
      ),
    ]),
  )

/** The whole document; `server` is the API root it describes (`/api/v1` or `/en/api/v1`). */
export const openApiDocument = (server = '/api/v1'): JsonObject => {
  const schemas: JsonObject = {}
  for (const [name, schema] of Object.entries(COMPONENTS)) {
    const generated = jsonSchemaOf(schema)
    Object.assign(schemas, generated.definitions)
    schemas[name] = generated.schema
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vatra Esports public API',
      version: '1',
      description:
        'REST API v1: tournaments and their teams, news, streamers, and the organisers’ endpoints over accounts, ' +
        'tournaments and the audit log. Reads of tournaments, news, streamers and Find a Team need no session; ' +
        'everything else needs `Authorization: Bearer {access token}`. Errors are `{detail, code}` (detail in ' +
        'Ukrainian under /api/v1, in English under /en/api/v1) or field errors `{field: [{code, params, message}]}`.',
    },
    servers: [{ url: server }],
    paths: withPlatformRules({
      ...paths(),
      ...teamPaths(),
      ...newsPaths(),
      ...streamerPaths(),
      ...inquiryPaths(),
      ...staffPaths(),
      ...moderationPaths(),
      ...managePaths(),
      ...resultsDeskPaths(),
      ...matchReportPaths(),
      ...payoutPaths(),
      ...inboxPaths(),
    }),
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  }
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The document as a plain page: each endpoint with its parameters and the schemas it answers. */
export const apiDocsPage = (locale: Locale): string => {
  const root = locale === 'en' ? '/en/api/v1' : '/api/v1'
  const document = openApiDocument(root)
  const schemas = (document.components as { schemas: JsonObject }).schemas
  const t = (key: Parameters<typeof apiMessage>[1]) => escapeHtml(apiMessage(locale, key))
  const operations = Object.entries(document.paths as JsonObject).flatMap(([path, item]) =>
    Object.entries(item as JsonObject).map(([method, operation]) => ({
      path,
      method,
      operation: operation as JsonObject,
    })),
  )
  const endpoints = operations.map(({ path, method, operation }) => {
    const parameters = (operation.parameters as JsonObject[]).map(
      (parameter) =>
        `<tr><th scope="row"><code>${escapeHtml(String(parameter.name))}</code></th><td>${escapeHtml(String(parameter.in))}</td><td>${escapeHtml(String(parameter.description))}</td><td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code></td></tr>`,
    )
    const responses = Object.entries(operation.responses as JsonObject).map(([status, response]) => {
      const ref = JSON.stringify(response).match(/#\/components\/schemas\/(\w+)/)?.[1] ?? ''
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String((response as JsonObject).description))} <a href="#schema-${ref}"><code>${escapeHtml(ref)}</code></a></li>`
    })
    return [
      `<section aria-labelledby="${escapeHtml(String(operation.operationId))}">`,
      `<h2 id="${escapeHtml(String(operation.operationId))}"><code>${method.toUpperCase()} ${escapeHtml(root + path)}</code></h2>`,
      `<p>${escapeHtml(String(operation.summary))}. ${escapeHtml(String(operation.description))}</p>`,
      `<table><caption>${t('docsParameters')}</caption><thead><tr><th scope="col">${t('docsName')}</th><th scope="col">${t('docsIn')}</th><th scope="col">${t('docsDescription')}</th><th scope="col">${t('docsSchema')}</th></tr></thead><tbody>${parameters.join('')}</tbody></table>`,
      `<h3>${t('docsResponses')}</h3><ul>${responses.join('')}</ul>`,
      '</section>',
    ].join('\n')
  })
  const components = Object.entries(schemas).map(
    ([name, schema]) =>
      `<section aria-labelledby="schema-${escapeHtml(name)}"><h3 id="schema-${escapeHtml(name)}">${escapeHtml(name)}</h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></section>`,
  )
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${t('docsTitle')}</title></head>`,
    '<body><main>',
    `<h1>${t('docsTitle')}</h1>`,
    `<p>${t('docsIntro')} <a href="${root}/openapi.json"><code>${root}/openapi.json</code></a></p>`,
    ...endpoints,
    `<h2>${t('docsSchemas')}</h2>`,
    ...components,
    '</main></body></html>',
  ].join('\n')
}

/** `GET /openapi.json` at the API root (both languages). */
export const createOpenApiRoutes = (): Hono => {
  const routes = new Hono()
  routes.get('/openapi.json', ...publicCache(), (c) =>
    c.json(openApiDocument(c.req.path.startsWith('/en/') ? '/en/api/v1' : '/api/v1')),
  )
  return routes
}

/** `GET /api/docs` and `/en/api/docs`: the readable page. */
export const createApiDocsRoutes = (): Hono => {
  const routes = new Hono()
  for (const locale of ['uk', 'en'] as const) {
    routes.get(`${locale === 'en' ? '/en' : ''}/api/docs`, ...publicCache(), (c) =>
      c.html(apiDocsPage(locale)),
    )
  }
  return routes
}
