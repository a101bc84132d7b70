/**
 * The players' match reports (docs/matches.md, ADR 0077). Each change is one transaction under the
 * tournament's row lock (`lockTournamentOfMatch`), so two players of a match act one after the other
 * and each sees what the other wrote; the unique index of one open report per match backs that up. A
 * result is written by the results desk built over that same transaction (its own transaction is a
 * savepoint of it): the bracket moves on exactly as when a moderator reports, the desk's audit entry
 * names the report it settles, and the report's state and the match's history event commit with it
 * or not at all.
 */
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core'
import { Option, Schema } from 'effect'
import { canModerate } from '#core/accounts/roles.ts'
import { deadlineAt, type Pause } from '#core/matches/pauses.ts'
import {
  DISPUTES_LISTED,
  type DisputeList,
  type MatchHistory,
  type MatchPauseView,
  type MatchProofView,
  type MatchReportView,
  type ReadyCheckView,
} from '#core/matches/reports.api.ts'
import {
  answerDueAt,
  answerRefusal,
  type Decision,
  decisionRefusal,
  isAnswerOverdue,
  MAX_PROOF_IMAGES,
  type MatchActions,
  type MatchEventKind,
  matchActions,
  OPEN_REPORT_STATES,
  type OpenReport,
  type PlayerReport,
  type ReportableMatch,
  reportRefusal,
} from '#core/matches/reports.ts'
import { NotFound } from '#core/shared/errors.ts'
import { isUuid } from '#core/shared/ids/uuid.ts'
import type { StoredImage } from '#core/shared/uploads/image.ts'
import { MatchReport } from '#core/tournaments/results-desk.api.ts'
import { StageConflict } from '#core/tournaments/stage-rules.ts'
import type { AlertListener } from '#server/alerts/index.ts'
import { createAuditLog, type DiscordUser } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  type StageMatchRow,
  stageMatches,
  stageParticipants,
  teamMembers,
  teams,
  tournamentStages,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { createRateLimiter, type RateRule } from '#server/platform/rate-limiter.ts'
import {
  checkId,
  checkReport,
  createResultsDesk,
  type DeskActor,
  loadStage,
  lockTournamentOfMatch,
  type MatchesReady,
} from '#server/tournaments/index.ts'
import { isValidKey, mediaUrl, type StoredImageRecord, storedImagePayload } from '#server/uploads/index.ts'
import type { LockedMatch } from './match-access.ts'
import { createMatchPauses } from './pauses.ts'
import { createReadyChecks, type ReadyCheckNotices } from './ready-checks.ts'
import { type MatchReportRow, matchEvents, matchProofs, matchReports } from './tables.ts'

/** The signed-in user acting. */
export interface ReportActor {
  readonly id: string
}

/**
 * A moderator deciding a dispute: signed in to the site, or a member of the Discord server holding the
 * moderators' role (ADR 0068), with the site account they linked Discord to, if any.
 */
export type DecidingActor =
  | ReportActor
  | { readonly via: 'discord'; readonly discordUser: DiscordUser; readonly userId: string | undefined }

/** Why a report, an answer or a decision is refused now; each has its translated message. */
export type ReportRefusalReason =
  | 'not_a_player'
  | 'match_not_ready'
  | 'match_already_reported'
  | 'match_disputed'
  | 'report_open'
  | 'no_open_report'
  | 'own_report'
  | 'not_disputed'
  | 'no_ready_check'
  | 'ready_check_closed'
  | 'already_ready'
  | 'pauses_off'
  | 'already_paused'
  | 'not_paused'
  | 'alert_still_on'

export class ReportRefused extends Error {
  override name = 'ReportRefused'
  readonly reason: ReportRefusalReason
  constructor(reason: ReportRefusalReason) {
    super(`Match report refused: ${reason}`)
    this.reason = reason
  }
}

/**
 * A proof the report may not cite: a key that is no screenshot uploaded for this match by a player of
 * the reporting team, one cited twice, or more than MAX_PROOF_IMAGES.
 */
export class InvalidProof extends Error {
  override name = 'InvalidProof'
}

/**
 * Screenshots one player may upload an hour, refused ones too (each costs the server its work): a few
 * reports' worth (MAX_PROOF_IMAGES each), so that nobody fills the storage.
 */
const PROOF_UPLOADS_PER_HOUR: RateRule = { max: 30, windowSeconds: 60 * 60 }

const proofBucket = (userId: string) => `match-proof:user:${userId}`

export interface SweepReport {
  /** Reports the timer confirmed. */
  readonly confirmed: ReadonlyArray<string>
  /** Reports withdrawn because their match got its result another way meanwhile. */
  readonly withdrawn: ReadonlyArray<string>
  /** Matches whose ready check closed with a team missing. */
  readonly noShows: ReadonlyArray<string>
  /** Matches an alert going on holds that its change did not pause (ADR 0084). */
  readonly paused: ReadonlyArray<string>
}

export interface MatchReports {
  /**
   * A player's report. `uploaded`: screenshots the report form brought along, stored by the pipeline
   * and recorded here as the reporting team's proof of the match, in the report's transaction.
   */
  report(
    actor: ReportActor,
    matchId: string,
    report: PlayerReport,
    uploaded?: ReadonlyArray<StoredImageRecord>,
  ): Promise<MatchReportView>
  /**
   * The team the actor may upload a screenshot of the match for now: a player of one of its two teams
   * while they may report it (`reportRefusal`). Throws `NotFound` or `ReportRefused`, like `report`.
   */
  proofTeam(actor: ReportActor, matchId: string): Promise<string>
  /** Counts one screenshot of the actor's: the seconds to wait when over PROOF_UPLOADS_PER_HOUR. */
  countProofUpload(actor: ReportActor): Promise<number | undefined>
  /** Records a stored screenshot as `teamId`'s proof of the match (after `proofTeam`). */
  addProof(
    actor: ReportActor,
    matchId: string,
    teamId: string,
    image: StoredImageRecord,
  ): Promise<MatchProofView>
  confirm(actor: ReportActor, matchId: string): Promise<MatchReportView>
  /** The actor's team says it is ready for the match's ready check. */
  ready(actor: ReportActor, matchId: string): Promise<ReadyCheckView>
  /** A player of the match pauses it for an air-raid alert. */
  pause(actor: ReportActor, matchId: string): Promise<MatchPauseView>
  /** A player ends a pause made by hand; a moderator any pause. */
  resume(actor: ReportActor, matchId: string): Promise<void>
  /** Pauses and resumes matches as air-raid alerts begin and end (`alerts.onChange`). */
  readonly alerts: AlertListener
  dispute(actor: ReportActor, matchId: string, reason: string): Promise<MatchReportView>
  /** With `reportId`, only that report is decided: another one open now is refused (`no_open_report`). */
  decide(
    moderator: DecidingActor,
    matchId: string,
    decision: Decision,
    options?: { readonly reportId?: string },
  ): Promise<MatchReportView>
  /**
   * Pauses the matches an alert going on holds, confirms every waiting report whose time to answer is
   * over at `now`, and closes the ready checks that are over. Safe to run in many processes.
   */
  sweep(now: Date): Promise<SweepReport>
  /** The match's latest report and its history; undefined for an unknown match. */
  history(matchId: string): Promise<MatchHistory | undefined>
  /** What `userId` may do on the match now (its page's forms); undefined for an unknown match. */
  actions(matchId: string, userId: string): Promise<MatchActions | undefined>
  /** The disputes waiting for a moderator, oldest first: the console's list. */
  disputes(): Promise<DisputeList>
}

/**
 * Who is told of a match's result, in the transaction of the change (the teams' notices): the other
 * team when one reports, both when a moderator decides. `teamIds` in the match's order of sides.
 */
export interface MatchResultNotices extends ReadyCheckNotices {
  reported(
    tx: AppDatabase,
    notice: {
      readonly matchId: string
      readonly teamIds: readonly [string, string]
      readonly reportingTeamId: string
      readonly result: MatchReport
      readonly answerDueAt: Date
    },
  ): Promise<void>
  decided(
    tx: AppDatabase,
    notice: {
      readonly matchId: string
      readonly teamIds: readonly [string, string]
      readonly result: MatchReport
      readonly reason: string
    },
  ): Promise<void>
}

/**
 * Told, in the transaction of the change, of a report disputed or decided (the moderators' Discord
 * message about it, docs/discord.md): a rolled-back change tells nothing.
 */
export interface DisputeWatch {
  changed(report: { readonly reportId: string; readonly matchId: string }): Promise<void>
}

export interface MatchReportsDeps {
  readonly db: AppDatabase
  readonly now: () => Date
  /** Without it (the seed, tests of other things) nobody is told. */
  readonly notices?: MatchResultNotices | undefined
  /** Told of the teams whose next match became ready when a result moves the bracket on. */
  readonly matchesReady?: MatchesReady | undefined
  /** Told of each dispute and its decision; nobody without it. */
  readonly disputeWatch?: DisputeWatch | undefined
}

/**
 * A cited screenshot as the view shows it; a key without its upload's row (cited before uploads were
 * recorded) as a bare URL.
 */
const proofOf = (key: string, images: ReadonlyMap<string, StoredImageRecord>): StoredImage => {
  const image = images.get(key)
  return image ? storedImagePayload(image) : { url: mediaUrl(key), variants: [] }
}

/** A report as the API shows it; its time to answer moved on by the pauses since it was made. */
const toView = (
  row: MatchReportRow,
  reporter: string | null,
  images: ReadonlyMap<string, StoredImageRecord>,
  pauses: ReadonlyArray<Pause>,
  now: Date,
): MatchReportView => ({
  id: row.id,
  match_id: row.matchId,
  team_id: row.teamId,
  reported_by: reporter,
  result: row.report,
  proof: row.proof.map((key) => proofOf(key, images)),
  state: row.state,
  reported_at: row.createdAt.toISOString(),
  answer_due_at: deadlineAt(row.answerDueAt, row.createdAt, pauses, now).toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
  dispute_reason: row.disputeReason,
  decision: row.decision,
  decision_reason: row.decisionReason,
})

const decodeResult = Schema.decodeUnknownOption(MatchReport)

/** A history event's stored details as the view names them: the result and the reason, where it has them. */
const eventDetails = (data: Record<string, unknown>) => ({
  result: Option.getOrNull(decodeResult(data.result)),
  absent: Array.isArray(data.absent) ? data.absent.filter((side) => side === 1 || side === 2) : [],
  reason: typeof data.reason === 'string' ? data.reason : null,
})

const asOpen = (row: MatchReportRow | undefined): OpenReport | undefined =>
  row && (row.state === 'awaiting_answer' || row.state === 'disputed')
    ? { state: row.state, teamId: row.teamId }
    : undefined

/** Both teams of a match, once both are known. */
const bothTeams = (match: ReportableMatch): readonly [string, string] | undefined => {
  const [first, second] = match.teamIds
  return first && second ? [first, second] : undefined
}

/** A stage's match as the rules read it: its state, whether its stage takes results, its teams. */
const reportable = (
  row: Pick<StageMatchRow, 'status' | 'opponent1' | 'opponent2'>,
  stage: { readonly status: string; readonly kind: string },
  participants: ReadonlyArray<{ readonly localId: number; readonly teamId: string }>,
): ReportableMatch => {
  const teamOfLocal = new Map(participants.map((one) => [one.localId, one.teamId]))
  const teamOf = (opponent: StageMatchRow['opponent1']) =>
    opponent?.id == null ? null : (teamOfLocal.get(opponent.id) ?? null)
  return {
    status: row.status,
    stageRunning: stage.status === 'running' && stage.kind !== 'battle_royale',
    teamIds: [teamOf(row.opponent1), teamOf(row.opponent2)],
  }
}

export const createMatchReports = ({
  db,
  now,
  notices,
  matchesReady,
  disputeWatch,
}: MatchReportsDeps): MatchReports => {
  const audit = createAuditLog(db)
  const limiter = createRateLimiter(db, { now })

  const lockMatch = async (tx: AppDatabase, matchId: string): Promise<LockedMatch> => {
    checkId(matchId)
    const stageId = await lockTournamentOfMatch(tx, matchId)
    const data = stageId ? await loadStage(tx, stageId) : undefined
    const row = data?.matches.find((match) => match.id === matchId)
    if (!data || !row) throw new NotFound()
    return { data, match: reportable(row, data.stage, data.participants) }
  }

  /** The match as the rules read it, without its tournament's lock (what a page may show). */
  const readMatch = async (matchId: string): Promise<ReportableMatch | undefined> => {
    const [row] = await db
      .select({
        match: stageMatches,
        stage: { status: tournamentStages.status, kind: tournamentStages.kind },
      })
      .from(stageMatches)
      .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
      .where(eq(stageMatches.id, matchId))
    if (!row) return undefined
    const locals = [row.match.opponent1?.id, row.match.opponent2?.id].filter((id) => id != null)
    const participants =
      locals.length === 0
        ? []
        : await db
            .select({ localId: stageParticipants.localId, teamId: stageParticipants.teamId })
            .from(stageParticipants)
            .where(
              and(
                eq(stageParticipants.stageId, row.match.stageId),
                inArray(stageParticipants.localId, locals),
              ),
            )
    return reportable(row.match, row.stage, participants)
  }

  /** The teams of the match the actor plays in (at most one: a player has one team per tournament). */
  const actorTeams = async (tx: AppDatabase, actor: ReportActor, match: ReportableMatch) => {
    const teamIds = match.teamIds.filter((id): id is string => id !== null)
    if (teamIds.length === 0) return []
    const rows = await tx
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, actor.id), inArray(teamMembers.teamId, teamIds)))
    return rows.map((row) => row.teamId)
  }

  const openReportOf = async (tx: AppDatabase, matchId: string) => {
    const [row] = await tx
      .select()
      .from(matchReports)
      .where(and(eq(matchReports.matchId, matchId), inArray(matchReports.state, [...OPEN_REPORT_STATES])))
    return row
  }

  const event = (
    tx: AppDatabase,
    row: Pick<MatchReportRow, 'id' | 'matchId'>,
    kind: MatchEventKind,
    who: { actorId: string | null; teamId: string | null },
    data: Record<string, unknown>,
    at: Date,
  ) => tx.insert(matchEvents).values({ matchId: row.matchId, reportId: row.id, kind, ...who, data, at })

  /** The recorded screenshots of `keys`, by key (no query without keys). */
  const imagesOf = async (
    tx: AppDatabase,
    keys: ReadonlyArray<string>,
  ): Promise<ReadonlyMap<string, StoredImageRecord>> => {
    if (keys.length === 0) return new Map()
    const rows = await tx
      .select({ key: matchProofs.key, image: matchProofs.image })
      .from(matchProofs)
      .where(inArray(matchProofs.key, [...keys]))
    return new Map(rows.map((row) => [row.key, row.image]))
  }

  const viewOf = async (tx: AppDatabase, row: MatchReportRow): Promise<MatchReportView> => {
    const [reporter] = row.reportedBy
      ? await tx.select({ name: users.username }).from(users).where(eq(users.id, row.reportedBy))
      : []
    const pauses = await matchPauses.of(tx, row.matchId)
    return toView(row, reporter?.name ?? null, await imagesOf(tx, row.proof), pauses, now())
  }

  /**
   * The proof of a report by `teamId`: the keys it cites, each once, every one a screenshot uploaded
   * for this match by a player of that team, and the ones the form brought, at most MAX_PROOF_IMAGES
   * in all; the brought ones are recorded as the team's.
   */
  const proofOfReport = async (
    tx: AppDatabase,
    who: {
      readonly actor: ReportActor
      readonly matchId: string
      readonly teamId: string
      readonly at: Date
    },
    cited: ReadonlyArray<string>,
    uploaded: ReadonlyArray<StoredImageRecord>,
  ): Promise<string[]> => {
    if (
      !cited.every(isValidKey) ||
      new Set(cited).size !== cited.length ||
      cited.length + uploaded.length > MAX_PROOF_IMAGES
    )
      throw new InvalidProof()
    if (cited.length > 0) {
      const owned = await tx
        .select({ key: matchProofs.key })
        .from(matchProofs)
        .where(
          and(
            inArray(matchProofs.key, [...cited]),
            eq(matchProofs.matchId, who.matchId),
            eq(matchProofs.teamId, who.teamId),
          ),
        )
      if (owned.length !== cited.length) throw new InvalidProof()
    }
    if (uploaded.length > 0)
      await tx.insert(matchProofs).values(
        uploaded.map((image) => ({
          matchId: who.matchId,
          teamId: who.teamId,
          uploadedBy: who.actor.id,
          image,
          key: image.fallbackKey,
          createdAt: who.at,
        })),
      )
    return [...cited, ...uploaded.map((image) => image.fallbackKey)]
  }

  /** Writes `result` through the results desk over `tx`: the bracket moves on, the desk audits it. */
  const writeResult = (
    tx: AppDatabase,
    actor: DeskActor,
    row: MatchReportRow,
    result: MatchReport,
    source: Record<string, unknown>,
  ) =>
    createResultsDesk({ db: tx, audit, now, matchesReady }).report(actor, row.matchId, result, {
      match_report_id: row.id,
      ...source,
    })

  const update = async (tx: AppDatabase, id: string, set: Partial<typeof matchReports.$inferInsert>) => {
    const [row] = await tx.update(matchReports).set(set).where(eq(matchReports.id, id)).returning()
    if (!row) throw new NotFound()
    return row
  }

  /** A player of the other team answers the open report: its row, the side they play for. */
  const answering = async (tx: AppDatabase, actor: ReportActor, matchId: string) => {
    const { match } = await lockMatch(tx, matchId)
    const mine = await actorTeams(tx, actor, match)
    const open = await openReportOf(tx, matchId)
    const refusal = answerRefusal(match, mine, asOpen(open))
    if (refusal) throw new ReportRefused(refusal)
    if (!open) throw new ReportRefused('no_open_report')
    return { open, teamId: mine[0] ?? null }
  }

  const isStaff = async (reader: AppDatabase, userId: string) => {
    const [viewer] = await reader.select({ role: users.role }).from(users).where(eq(users.id, userId))
    return viewer !== undefined && canModerate(viewer.role)
  }
  const matchPauses = createMatchPauses({
    db,
    now,
    audit,
    lockMatch,
    actorTeams,
    isStaff,
    refuse: (reason) => new ReportRefused(reason),
  })
  const readyChecks = createReadyChecks({
    db,
    now,
    audit,
    matchesReady,
    notices,
    lockMatch,
    actorTeams,
    pausesOf: matchPauses.of,
    refuse: (reason) => new ReportRefused(reason),
  })

  /** The timer's confirmation of one report, if it still waits and its time is over. */
  const autoConfirm = (reportId: string, at: Date) =>
    inTransaction(db, async (tx): Promise<'confirmed' | 'withdrawn' | undefined> => {
      const [candidate] = await tx
        .select({ matchId: matchReports.matchId })
        .from(matchReports)
        .where(eq(matchReports.id, reportId))
      if (!candidate) return undefined
      await lockMatch(tx, candidate.matchId)
      // Read again under the lock: another process or a player may have settled it meanwhile.
      const [row] = await tx.select().from(matchReports).where(eq(matchReports.id, reportId))
      if (row?.state !== 'awaiting_answer') return undefined
      // A pause holds the time to answer: the deadline moves on while it lasts.
      const pauses = await matchPauses.of(tx, row.matchId)
      if (!isAnswerOverdue(deadlineAt(row.answerDueAt, row.createdAt, pauses, at), at)) return undefined
      try {
        await writeResult(tx, { via: 'timer' }, row, row.report, { source: 'auto_confirmed' })
      } catch (error) {
        // The match got its result at the desk (or its stage stopped) while the report waited.
        if (!(error instanceof StageConflict)) throw error
        await update(tx, row.id, { state: 'withdrawn', answeredAt: at })
        await event(tx, row, 'withdrawn', { actorId: null, teamId: null }, { reason: error.reason }, at)
        return 'withdrawn'
      }
      await update(tx, row.id, { state: 'auto_confirmed', answeredAt: at })
      await event(tx, row, 'auto_confirmed', { actorId: null, teamId: null }, {}, at)
      return 'confirmed'
    })

  return {
    report: (actor, matchId, input, uploaded = []) =>
      inTransaction(db, async (tx) => {
        const { data, match } = await lockMatch(tx, matchId)
        const mine = await actorTeams(tx, actor, match)
        const refusal = reportRefusal(match, mine, asOpen(await openReportOf(tx, matchId)))
        if (refusal) throw new ReportRefused(refusal)
        // The stage's own rules (best-of, draws): a result it would refuse is refused now, not at the answer.
        checkReport(data, input.result)
        const at = now()
        const teamId = mine[0] as string
        const proof = await proofOfReport(tx, { actor, matchId, teamId, at }, input.proof ?? [], uploaded)
        const [tournament] = await tx
          .select({ minutes: tournaments.reportAnswerMinutes })
          .from(tournaments)
          .where(eq(tournaments.id, data.stage.tournamentId))
        const [row] = await tx
          .insert(matchReports)
          .values({
            matchId,
            teamId,
            reportedBy: actor.id,
            report: input.result,
            proof,
            answerDueAt: answerDueAt(at, tournament?.minutes ?? 0),
            createdAt: at,
          })
          .returning()
        if (!row) throw new Error('the report was not inserted')
        await event(
          tx,
          row,
          'reported',
          { actorId: actor.id, teamId },
          { result: input.result, proof_count: proof.length },
          at,
        )
        const teamIds = bothTeams(match)
        if (notices && teamIds)
          await notices.reported(tx, {
            matchId,
            teamIds,
            reportingTeamId: teamId,
            result: row.report,
            answerDueAt: row.answerDueAt,
          })
        return viewOf(tx, row)
      }),

    proofTeam: async (actor, matchId) => {
      checkId(matchId)
      const match = await readMatch(matchId)
      if (!match) throw new NotFound()
      const [mine, open] = await Promise.all([actorTeams(db, actor, match), openReportOf(db, matchId)])
      const refusal = reportRefusal(match, mine, asOpen(open))
      if (refusal) throw new ReportRefused(refusal)
      return mine[0] as string
    },

    countProofUpload: async (actor) => {
      const decision = await limiter.hit(proofBucket(actor.id), [PROOF_UPLOADS_PER_HOUR])
      return decision.allowed ? undefined : decision.retryAfterSeconds
    },

    addProof: async (actor, matchId, teamId, image) => {
      await db.insert(matchProofs).values({
        matchId,
        teamId,
        uploadedBy: actor.id,
        image,
        key: image.fallbackKey,
        createdAt: now(),
      })
      return { key: image.fallbackKey, ...storedImagePayload(image) }
    },

    confirm: (actor, matchId) =>
      inTransaction(db, async (tx) => {
        const { open, teamId } = await answering(tx, actor, matchId)
        const at = now()
        await writeResult(tx, actor, open, open.report, { source: 'confirmed' })
        const row = await update(tx, open.id, { state: 'confirmed', answeredBy: actor.id, answeredAt: at })
        await event(tx, row, 'confirmed', { actorId: actor.id, teamId }, {}, at)
        return viewOf(tx, row)
      }),

    ready: (actor, matchId) => readyChecks.ready(actor, matchId),
    pause: (actor, matchId) => matchPauses.pause(actor, matchId),
    resume: (actor, matchId) => matchPauses.resume(actor, matchId),
    alerts: matchPauses.alerts,

    dispute: (actor, matchId, reason) =>
      inTransaction(db, async (tx) => {
        const { open, teamId } = await answering(tx, actor, matchId)
        const at = now()
        const row = await update(tx, open.id, {
          state: 'disputed',
          answeredBy: actor.id,
          answeredAt: at,
          disputeReason: reason,
        })
        await event(tx, row, 'disputed', { actorId: actor.id, teamId }, { reason }, at)
        await disputeWatch?.changed({ reportId: row.id, matchId })
        return viewOf(tx, row)
      }),

    decide: (moderator, matchId, decision, options = {}) =>
      inTransaction(db, async (tx) => {
        const { match } = await lockMatch(tx, matchId)
        const open = await openReportOf(tx, matchId)
        const refusal = decisionRefusal(asOpen(open))
        if (refusal) throw new ReportRefused(refusal)
        if (!open || (options.reportId !== undefined && open.id !== options.reportId))
          throw new ReportRefused('no_open_report')
        const moderatorId = 'id' in moderator ? moderator.id : (moderator.userId ?? null)
        const at = now()
        await writeResult(tx, moderator, open, decision.report, {
          source: 'decided',
          reason: decision.reason,
        })
        const row = await update(tx, open.id, {
          state: 'decided',
          decision: decision.report,
          decisionReason: decision.reason,
          decidedBy: moderatorId,
        })
        await event(
          tx,
          row,
          'decided',
          { actorId: moderatorId, teamId: null },
          { result: decision.report, reason: decision.reason },
          at,
        )
        const teamIds = bothTeams(match)
        if (notices && teamIds)
          await notices.decided(tx, { matchId, teamIds, result: decision.report, reason: decision.reason })
        await disputeWatch?.changed({ reportId: row.id, matchId })
        return viewOf(tx, row)
      }),

    sweep: async (at) => {
      // First, so that no timer below runs out on a match an alert holds.
      const paused = await matchPauses.sweep(at)
      const due = await db
        .select({ id: matchReports.id })
        .from(matchReports)
        .where(and(eq(matchReports.state, 'awaiting_answer'), lte(matchReports.answerDueAt, at)))
        .orderBy(asc(matchReports.answerDueAt))
      const confirmed: string[] = []
      const withdrawn: string[] = []
      // One transaction per report: one match's trouble does not hold back the others.
      for (const { id } of due) {
        const outcome = await autoConfirm(id, at)
        if (outcome === 'confirmed') confirmed.push(id)
        if (outcome === 'withdrawn') withdrawn.push(id)
      }
      return { confirmed, withdrawn, noShows: await readyChecks.sweep(at), paused }
    },

    actions: async (matchId, userId) => {
      if (!isUuid(matchId)) return undefined
      const match = await readMatch(matchId)
      if (!match) return undefined
      const [mine, open, staff] = await Promise.all([
        actorTeams(db, { id: userId }, match),
        openReportOf(db, matchId),
        isStaff(db, userId),
      ])
      return matchActions(
        match,
        mine,
        asOpen(open),
        staff,
        await readyChecks.refusal(db, matchId, match, mine),
        await matchPauses.refusals(db, matchId, match, mine, staff),
      )
    },

    disputes: async () => {
      const side1 = alias(stageParticipants, 'side1')
      const side2 = alias(stageParticipants, 'side2')
      const team1 = alias(teams, 'team1')
      const team2 = alias(teams, 'team2')
      const reporter = alias(users, 'reporter')
      const disputer = alias(users, 'disputer')
      const disputed = eq(matchReports.state, 'disputed')
      const sideJoin = (
        side: { readonly stageId: AnyPgColumn; readonly localId: AnyPgColumn },
        opponent: AnyPgColumn,
      ) =>
        and(eq(side.stageId, stageMatches.stageId), eq(side.localId, sql<number>`(${opponent}->>'id')::int`))
      const [rows, [total]] = await Promise.all([
        db
          .select({
            report: matchReports,
            match: { number: stageMatches.number, round: stageMatches.roundNumber },
            stageNumber: tournamentStages.number,
            tournament: { id: tournaments.id, slug: tournaments.slug, name: tournaments.name },
            team1: { id: team1.id, name: team1.name },
            team2: { id: team2.id, name: team2.name },
            reporter: reporter.username,
            disputer: disputer.username,
          })
          .from(matchReports)
          .innerJoin(stageMatches, eq(stageMatches.id, matchReports.matchId))
          .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
          .innerJoin(tournaments, eq(tournaments.id, tournamentStages.tournamentId))
          .innerJoin(side1, sideJoin(side1, stageMatches.opponent1))
          .innerJoin(team1, eq(team1.id, side1.teamId))
          .innerJoin(side2, sideJoin(side2, stageMatches.opponent2))
          .innerJoin(team2, eq(team2.id, side2.teamId))
          .leftJoin(reporter, eq(reporter.id, matchReports.reportedBy))
          .leftJoin(disputer, eq(disputer.id, matchReports.answeredBy))
          .where(disputed)
          .orderBy(asc(matchReports.answeredAt), asc(matchReports.id))
          .limit(DISPUTES_LISTED),
        db.select({ n: count() }).from(matchReports).where(disputed),
      ])
      return {
        count: total?.n ?? 0,
        results: rows.map((row) => ({
          report_id: row.report.id,
          match_id: row.report.matchId,
          match_number: row.match.number,
          round: row.match.round,
          tournament: row.tournament,
          stage_number: row.stageNumber,
          teams: [row.team1.name, row.team2.name] as const,
          reporting_side: row.report.teamId === row.team1.id ? 1 : 2,
          reported_by: row.reporter,
          result: row.report.report,
          proof_count: row.report.proof.length,
          reported_at: row.report.createdAt.toISOString(),
          disputed_by: row.disputer,
          disputed_at: (row.report.answeredAt ?? row.report.createdAt).toISOString(),
          dispute_reason: row.report.disputeReason ?? '',
        })),
      }
    },

    history: async (matchId) => {
      if (!isUuid(matchId)) return undefined
      const [last] = await db
        .select({ row: matchReports, reporter: users.username })
        .from(matchReports)
        .leftJoin(users, eq(users.id, matchReports.reportedBy))
        .where(eq(matchReports.matchId, matchId))
        .orderBy(desc(matchReports.createdAt), desc(matchReports.id))
        .limit(1)
      const match = await readMatch(matchId)
      if (!match) return undefined
      const pauses = await matchPauses.of(db, matchId)
      const events = await db
        .select({ event: matchEvents, actor: users.username })
        .from(matchEvents)
        .leftJoin(users, eq(users.id, matchEvents.actorId))
        .where(eq(matchEvents.matchId, matchId))
        .orderBy(asc(matchEvents.at), asc(matchEvents.id))
      return {
        match_id: matchId,
        report: last
          ? toView(last.row, last.reporter, await imagesOf(db, last.row.proof), pauses, now())
          : null,
        events: events.map(({ event: row, actor }) => ({
          id: row.id,
          kind: row.kind,
          report_id: row.reportId,
          actor: actor ?? null,
          team_id: row.teamId,
          ...eventDetails(row.data),
          at: row.at.toISOString(),
        })),
        ready_check: await readyChecks.view(db, matchId, match),
        pause: await matchPauses.view(db, matchId),
      }
    },
  }
}
